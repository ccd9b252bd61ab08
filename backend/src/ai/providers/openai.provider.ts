import OpenAI from 'openai';
import {
  AiProvider,
  CompletionRequest,
  CompletionResult,
  isRetryableStatus,
  ProviderError,
} from './provider';

export interface OpenAiSettings {
  apiKey?: string;
  baseUrl?: string;
  model: string;
  ttsModel: string;
  timeoutMs: number;
}

/** The standard engine, through the official `openai` SDK (any OpenAI-compatible server via OPENAI_BASE_URL). */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  readonly enabled: boolean;
  readonly model: string;
  private readonly client?: OpenAI;

  constructor(private readonly settings: OpenAiSettings) {
    this.enabled = !!settings.apiKey;
    this.model = settings.model;
    if (this.enabled) {
      this.client = new OpenAI({
        apiKey: settings.apiKey,
        baseURL: settings.baseUrl,
        timeout: settings.timeoutMs,
        maxRetries: 0,
      });
    }
  }

  async complete(request: CompletionRequest): Promise<CompletionResult> {
    if (!this.client)
      throw new ProviderError('OpenAI is not configured', false);
    try {
      const completion = await this.client.chat.completions.create({
        model: this.model,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        max_tokens: request.maxTokens,
        temperature: 0.3,
        ...(request.json
          ? { response_format: { type: 'json_object' as const } }
          : {}),
      });
      const text = completion.choices[0]?.message?.content;
      if (typeof text !== 'string')
        throw new ProviderError('OpenAI returned no message', true);
      return {
        text,
        model: completion.model ?? this.model,
        inputTokens: completion.usage?.prompt_tokens,
        outputTokens: completion.usage?.completion_tokens,
      };
    } catch (error) {
      throw toProviderError(error);
    }
  }

  /** Speech as MP3 bytes. */
  async speak(text: string, voice = 'alloy'): Promise<Buffer> {
    if (!this.client)
      throw new ProviderError('OpenAI is not configured', false);
    try {
      const audio = await this.client.audio.speech.create({
        model: this.settings.ttsModel,
        voice,
        input: text,
        response_format: 'mp3',
      });
      return Buffer.from(await audio.arrayBuffer());
    } catch (error) {
      throw toProviderError(error);
    }
  }
}

function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new ProviderError('OpenAI timed out', true);
  if (error instanceof OpenAI.APIConnectionError)
    return new ProviderError('OpenAI could not be reached', true);
  if (error instanceof OpenAI.APIError) {
    return new ProviderError(
      `OpenAI answered ${error.status ?? 'an error'}`,
      isRetryableStatus(error.status),
      error.status,
    );
  }
  return new ProviderError(
    `OpenAI call failed: ${(error as Error)?.message ?? error}`,
    true,
  );
}
