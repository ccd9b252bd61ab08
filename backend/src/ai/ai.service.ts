import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { AiProviderCallsRepository } from './ai-provider-calls.repository';
import {
  ANSWER_PROMPT_VERSION,
  buildAnswerPrompt,
  QuestionForAnswer,
} from './prompts/answer-question.prompt';
import { ArabicVariety } from './prompts/arabic-conventions';
import { languageName } from './prompts/language-names';
import {
  buildTranslatePrompt,
  TRANSLATE_PROMPT_VERSION,
} from './prompts/translate-text.prompt';
import { GeminiProvider } from './providers/gemini.provider';
import { OpenAiProvider } from './providers/openai.provider';
import {
  AI_TASKS,
  AiProvider,
  AiTask,
  CompletionRequest,
  ProviderError,
  ProviderName,
} from './providers/provider';

export type Engine = 'standard' | 'advanced';

/**
 * A configured provider's recent calls, from every instance: when it last
 * answered, when it last failed and why, and how many calls have failed since
 * it last answered (`failing` when that is one or more).
 */
export interface ProviderCalls {
  provider: ProviderName;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  failuresInARow: number;
  failing: boolean;
  lastFailure: { task: AiTask; reason: string } | null;
}

export interface AssistantStatus {
  enabled: boolean;
  /** The provider answering questions, when enabled. */
  provider: ProviderName | null;
  providers: { openai: boolean; gemini: boolean };
}

export interface Translation {
  translation: string;
  arabicScript: string;
  provider: ProviderName;
}

/** Answer lengths: the prompt asks for 60-220 words. */
const ANSWER_MAX_TOKENS = 900;
const RETRY_DELAY_MS = 400;

/**
 * The one owner of the AI providers. Features ask it to answer a question,
 * translate a text or speak a text; none of them touches an SDK.
 */
@Injectable()
export class AiService {
  private readonly logger = new Logger(AiService.name);
  readonly openai: OpenAiProvider;
  readonly gemini: GeminiProvider;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly calls: AiProviderCallsRepository,
  ) {
    this.openai = new OpenAiProvider({
      ...config.openai,
      timeoutMs: config.ai.timeoutMs,
    });
    this.gemini = new GeminiProvider({
      ...config.gemini,
      timeoutMs: config.ai.timeoutMs,
    });
  }

  /** Standard engine first (OpenAI), then the advanced one (Gemini). */
  private get assistantProvider(): AiProvider | undefined {
    return [this.openai, this.gemini].find((p) => p.enabled);
  }

  status(): AssistantStatus {
    return {
      enabled: !!this.assistantProvider,
      provider: this.assistantProvider?.name ?? null,
      providers: { openai: this.openai.enabled, gemini: this.gemini.enabled },
    };
  }

  /** Each configured provider's recent calls (none recorded yet: all null, not failing). */
  async recentCalls(): Promise<ProviderCalls[]> {
    const rows = await this.calls.all();
    return [this.openai, this.gemini]
      .filter((p) => p.enabled)
      .map(({ name }) => {
        const row = rows.find((r) => r.provider === name);
        const task = row?.last_failure_task as AiTask | null | undefined;
        return {
          provider: name,
          lastSuccessAt: row?.last_success_at?.toISOString() ?? null,
          lastFailureAt: row?.last_failure_at?.toISOString() ?? null,
          failuresInARow: row?.failures_in_a_row ?? 0,
          failing: (row?.failures_in_a_row ?? 0) > 0,
          lastFailure:
            task && AI_TASKS.includes(task)
              ? { task, reason: row?.last_failure_reason ?? '' }
              : null,
        };
      });
  }

  /** The provider for an engine: standard is OpenAI, advanced is Gemini (each falls back to the other). */
  providerFor(engine: Engine): AiProvider | undefined {
    const order =
      engine === 'advanced'
        ? [this.gemini, this.openai]
        : [this.openai, this.gemini];
    return order.find((p) => p.enabled);
  }

  /** The assistant's answer to a learner's question, in the question's locale. */
  async answerQuestion(question: QuestionForAnswer): Promise<string> {
    const provider = this.assistantProvider;
    if (!provider)
      throw new ProviderError('No AI provider is configured', false);
    const prompt = buildAnswerPrompt(question);
    const json = await this.completeJson(provider, 'answer', {
      task: ANSWER_PROMPT_VERSION,
      ...prompt,
      json: true,
      maxTokens: ANSWER_MAX_TOKENS,
    });
    const answer = typeof json.answer === 'string' ? json.answer.trim() : '';
    if (answer.length < 10)
      throw new ProviderError('The AI answer was empty', true);
    return answer.slice(0, 5000);
  }

  /** Translates a text; `from` and `to` are language codes or names ('auto' detects). */
  async translate(
    text: string,
    from: string,
    to: string,
    options: {
      engine?: Engine;
      variety?: ArabicVariety;
      feminine?: boolean;
    } = {},
  ): Promise<Translation> {
    const provider = this.providerFor(options.engine ?? 'standard');
    if (!provider)
      throw new ProviderError('No AI provider is configured', false);
    const prompt = buildTranslatePrompt({
      text,
      from: languageName(from),
      to: languageName(to),
      variety: options.variety,
      feminine: options.feminine,
    });
    const json = await this.completeJson(provider, 'translate', {
      task: TRANSLATE_PROMPT_VERSION,
      ...prompt,
      json: true,
      maxTokens: Math.min(4000, 200 + text.length * 2),
    });
    if (
      typeof json.translation !== 'string' ||
      json.translation.trim() === ''
    ) {
      throw new ProviderError('The translation was empty', true);
    }
    return {
      translation: json.translation.trim(),
      arabicScript:
        typeof json.arabic_script === 'string' ? json.arabic_script.trim() : '',
      provider: provider.name,
    };
  }

  /** Speech (MP3) through OpenAI's speech endpoint; throws when OpenAI is not configured. */
  async speak(text: string): Promise<Buffer> {
    const started = Date.now();
    let audio: Buffer;
    try {
      audio = await this.openai.speak(text);
    } catch (error) {
      this.record('openai', 'speak', error as Error);
      throw error;
    }
    this.record('openai', 'speak');
    this.logger.log({
      msg: 'ai call',
      task: 'speak',
      provider: 'openai',
      ms: Date.now() - started,
      bytes: audio.length,
    });
    return audio;
  }

  /**
   * One call for a JSON object, retried once on a time-out, 429, 5xx or a
   * reply that is not a JSON object; logs latency and token use.
   */
  private async completeJson(
    provider: AiProvider,
    kind: AiTask,
    request: CompletionRequest,
  ): Promise<Record<string, unknown>> {
    for (let attempt = 1; ; attempt++) {
      const started = Date.now();
      try {
        const result = await provider.complete(request);
        this.logger.log({
          msg: 'ai call',
          task: request.task,
          provider: provider.name,
          model: result.model,
          ms: Date.now() - started,
          inputTokens: result.inputTokens,
          outputTokens: result.outputTokens,
          attempt,
        });
        const json = jsonObject(result.text, provider.name);
        this.record(provider.name, kind);
        return json;
      } catch (error) {
        const failure = error as ProviderError;
        this.record(provider.name, kind, failure);
        this.logger.warn({
          msg: 'ai call failed',
          task: request.task,
          provider: provider.name,
          ms: Date.now() - started,
          reason: failure.message,
          attempt,
        });
        if (attempt >= 2 || !failure.retryable) throw failure;
        await new Promise((resolve) =>
          setTimeout(resolve, RETRY_DELAY_MS * (1 + Math.random())),
        );
      }
    }
  }

  /**
   * Records a call's outcome for the admin panel and /api/health, without
   * making the call wait for it or fail with it.
   */
  private record(provider: ProviderName, kind: AiTask, failure?: Error): void {
    const written = failure
      ? this.calls.recordFailure(provider, kind, failure.message)
      : this.calls.recordSuccess(provider);
    written.catch((error: Error) =>
      this.logger.warn({
        msg: 'ai call not recorded',
        provider,
        reason: error.message,
      }),
    );
  }
}

/** A reply's JSON object, or a retryable failure when it is not one. */
function jsonObject(text: string, provider: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(stripFence(text));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ProviderError(`${provider} returned malformed JSON`, true);
}

/** Some models wrap JSON in a Markdown code fence. */
function stripFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  return fenced ? fenced[1] : text;
}
