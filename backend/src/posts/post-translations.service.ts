import { createHash } from 'node:crypto';
import {
  BadGatewayException,
  BadRequestException,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TranslatePostDto } from './dto/translate-post.dto';
import { languageName } from '../ai/prompts/language-names';
import { AiService } from '../ai/ai.service';

/**
 * Translates a question or an answer. A result is stored per post and
 * target language, so a repeat costs no provider call (until the text changes).
 */
@Injectable()
export class PostTranslationsService {
  private readonly logger = new Logger(PostTranslationsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly ai: AiService,
  ) {}

  async translate(
    dto: TranslatePostDto,
  ): Promise<{ translation: string; cached: boolean }> {
    if (dto.questionId !== undefined && dto.answerId !== undefined) {
      throw new BadRequestException('Give questionId or answerId, not both');
    }
    const to = languageName(dto.toLanguage);
    if (to === 'auto')
      throw new BadRequestException('toLanguage must be a language');
    const from = languageName(dto.fromLanguage);
    const hash = createHash('sha256').update(dto.text).digest('hex');
    const post =
      dto.questionId !== undefined
        ? { column: 'question_id', id: dto.questionId }
        : dto.answerId !== undefined
          ? { column: 'answer_id', id: dto.answerId }
          : null;

    if (post) {
      const [hit] = await this.dataSource.query(
        `SELECT translation FROM post_translations WHERE ${post.column} = $1 AND to_language = $2 AND source_hash = $3`,
        [post.id, to, hash],
      );
      if (hit) return { translation: hit.translation, cached: true };
    }
    if (!this.ai.status().enabled) {
      throw new ServiceUnavailableException(
        'Translation is not available: no AI provider is configured',
      );
    }
    let translation: string;
    try {
      translation = (await this.ai.translate(dto.text, from, to)).translation;
    } catch (error) {
      this.logger.warn({ err: error }, 'post translation failed');
      throw new BadGatewayException(
        'The translation service failed. Please try again later.',
      );
    }
    if (post) {
      await this.dataSource
        .query(
          `INSERT INTO post_translations (${post.column}, to_language, source_hash, translation)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (${post.column}, to_language) WHERE ${post.column} IS NOT NULL
           DO UPDATE SET source_hash = EXCLUDED.source_hash, translation = EXCLUDED.translation, created_at = now()`,
          [post.id, to, hash, translation],
        )
        .catch((error: { driverError?: { code?: string } }) => {
          // The post was deleted meanwhile: the translation is still returned, just not kept.
          if (error.driverError?.code !== '23503') throw error;
        });
    }
    return { translation, cached: false };
  }
}
