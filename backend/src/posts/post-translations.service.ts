import { createHash } from 'node:crypto';
import {
  BadGatewayException,
  BadRequestException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AiService } from '../ai/ai.service';
import { Caller, PlanLimitsService } from '../translator/plan-limits.service';
import { TranslatePostDto } from './dto/translate-post.dto';
import { canonicalPostLanguage } from './post-languages';

interface PostRef {
  column: 'question_id' | 'answer_id';
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
    private readonly dataSource: DataSource,
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
      throw new BadRequestException('Give questionId or answerId, not both');
    }
    // The DTO accepted both languages, so each has a canonical code.
    const from = canonicalPostLanguage(dto.fromLanguage, true)!;
    const to = canonicalPostLanguage(dto.toLanguage, false)!;
    const post: PostRef | null =
      questionId !== undefined
        ? { column: 'question_id', id: questionId }
        : answerId !== undefined
          ? { column: 'answer_id', id: answerId }
          : null;
    const text = post ? await this.storedText(post) : dto.text!;
    const hash = createHash('sha256').update(text).digest('hex');

    const [hit] = await this.dataSource.query(
      `SELECT translation FROM post_translations
       WHERE source_hash = $1 AND from_language = $2 AND to_language = $3`,
      [hash, from, to],
    );
    if (hit) return { translation: hit.translation, cached: true };

    if (!this.ai.status().enabled) {
      throw new ServiceUnavailableException(
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
      throw new BadGatewayException(
        'The translation service failed. Please try again later.',
      );
    }
    await this.dataSource
      .query(
        `INSERT INTO post_translations (source_hash, from_language, to_language, translation, question_id, answer_id)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (source_hash, from_language, to_language) DO NOTHING`,
        [
          hash,
          from,
          to,
          translation,
          post?.column === 'question_id' ? post.id : null,
          post?.column === 'answer_id' ? post.id : null,
        ],
      )
      .catch((error: { driverError?: { code?: string } }) => {
        // The post was deleted meanwhile: the translation is still returned, just not kept.
        if (error.driverError?.code !== '23503') throw error;
      });
    return { translation, cached: false };
  }

  /** The text a reader sees: a question's title and text, or an answer's text. */
  private async storedText(post: PostRef): Promise<string> {
    if (post.column === 'question_id') {
      const [question] = await this.dataSource.query(
        'SELECT title, content FROM questions WHERE id = $1',
        [post.id],
      );
      if (!question) throw new NotFoundException('Question not found');
      return question.content.trim()
        ? `${question.title}\n\n${question.content}`
        : question.title;
    }
    const [answer] = await this.dataSource.query(
      'SELECT content FROM answers WHERE id = $1',
      [post.id],
    );
    if (!answer) throw new NotFoundException('Answer not found');
    return answer.content;
  }
}
