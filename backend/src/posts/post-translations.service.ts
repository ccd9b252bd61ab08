import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { AiService } from '../ai/ai.service';
import { AnswersService } from '../answers/answers.service';
import { isForeignKeyViolation } from '../database/db';
import { QuestionsService } from '../questions/questions.service';
import { Caller, PlanLimitsService } from '../translator/plan-limits.service';
import { TranslatePostDto } from './dto/translate-post.dto';
import { canonicalPostLanguage } from './post-languages';
import { PostTranslationsRepository } from './post-translations.repository';
import { ApiError, notFound } from '../common/http-error';

interface PostRef {
  kind: 'question' | 'answer';
  id: number;
}

/**
 * Translates a question, an answer or a text. Results are cached by
 * (text, source language, target language), languages in their canonical
 * code, so a repeat costs no provider call whoever asks; the first result
 * stored for a key is kept. A translation that reaches the provider counts
 * against the caller's daily translation limit.
 */
@Injectable()
export class PostTranslationsService {
  private readonly logger = new Logger(PostTranslationsService.name);

  constructor(
    private readonly repo: PostTranslationsRepository,
    private readonly questions: QuestionsService,
    private readonly answers: AnswersService,
    private readonly ai: AiService,
    private readonly limits: PlanLimitsService,
  ) {}

  async translate(
    caller: Caller,
    dto: TranslatePostDto,
  ): Promise<{ translation: string; cached: boolean }> {
    // A null id is no id (the DTO lets null through as absent).
    const questionId = dto.questionId ?? undefined;
    const answerId = dto.answerId ?? undefined;
    if (questionId !== undefined && answerId !== undefined) {
      throw new ApiError(
        400,
        'invalid_post_target',
        'Give questionId or answerId, not both',
      );
    }
    // The DTO accepted both languages, so each has a canonical code.
    const from = canonicalPostLanguage(dto.fromLanguage, true)!;
    const to = canonicalPostLanguage(dto.toLanguage, false)!;
    const post: PostRef | null =
      questionId !== undefined
        ? { kind: 'question', id: questionId }
        : answerId !== undefined
          ? { kind: 'answer', id: answerId }
          : null;
    const text = post ? await this.storedText(post) : dto.text!;
    const hash = createHash('sha256').update(text).digest('hex');

    const hit = await this.repo.findTranslation(hash, from, to);
    if (hit !== undefined) return { translation: hit, cached: true };

    if (!this.ai.status().enabled) {
      throw new ApiError(
        503,
        'translation_unavailable',
        'Translation is not available: no AI provider is configured',
      );
    }
    await this.limits.reserve(caller);
    let translation: string;
    try {
      translation = (await this.ai.translate(text, from, to)).translation;
    } catch (error) {
      await this.limits.release(caller);
      this.logger.warn(
        { reason: (error as Error).message },
        'post translation failed',
      );
      throw new ApiError(
        502,
        'translation_failed',
        'The translation service failed. Please try again later.',
      );
    }
    await this.repo
      .insertOnce({
        sourceHash: hash,
        from,
        to,
        translation,
        questionId: post?.kind === 'question' ? post.id : null,
        answerId: post?.kind === 'answer' ? post.id : null,
      })
      .catch((error: unknown) => {
        // The post was deleted meanwhile: the translation is still returned, just not kept.
        if (!isForeignKeyViolation(error)) throw error;
      });
    return { translation, cached: false };
  }

  /** The text a reader sees: a question's title and text, or an answer's text. */
  private async storedText(post: PostRef): Promise<string> {
    if (post.kind === 'question') {
      const text = await this.questions.textOf(post.id);
      if (text === null) throw notFound('Question');
      return text;
    }
    const text = await this.answers.textOf(post.id);
    if (text === null) throw notFound('Answer');
    return text;
  }
}
