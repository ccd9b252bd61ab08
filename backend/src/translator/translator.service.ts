import { createHash } from 'node:crypto';
import { textLength } from '../common/dto/trim-text';
import { Injectable, Logger } from '@nestjs/common';
import {
  AiService,
  type Translation as ProviderTranslation,
} from '../ai/ai.service';
import { ProviderError } from '../ai/providers/provider';
import { TranslateDto } from './dto/translate.dto';
import { OfflineEngine } from './offline/offline-engine';
import { Caller, PlanLimitsService } from './plan-limits.service';
import { assertDifferentLanguages, varietyOf } from './translator-languages';
import {
  TranslationHistoryEntry,
  TranslatorRepository,
} from './translator.repository';
import { ApiError } from '../common/http-error';

export type EngineName = 'standard' | 'advanced' | 'offline';

export interface TranslationResult {
  translation: string;
  arabic_script: string;
  engine: EngineName;
  cached: boolean;
}

const HISTORY_SIZE = 50;

/**
 * The translator. Standard mode uses OpenAI, advanced mode Gemini (each falls
 * back to the other provider); with no provider the offline phrasebook engine
 * answers. Every response names the engine that produced it.
 */
@Injectable()
export class TranslatorService {
  private readonly logger = new Logger(TranslatorService.name);
  readonly offline = new OfflineEngine();
  /**
   * The provider calls under way here, by cache key: the same text asked for
   * again meanwhile (a double submit, two tabs) waits for the call under way
   * instead of paying for another.
   */
  private readonly translating = new Map<
    string,
    Promise<ProviderTranslation>
  >();

  constructor(
    private readonly repo: TranslatorRepository,
    private readonly ai: AiService,
    private readonly limits: PlanLimitsService,
  ) {}

  async translate(
    caller: Caller,
    dto: TranslateDto,
    mode: 'standard' | 'advanced',
  ): Promise<TranslationResult> {
    // Trimmed by the DTO (TrimText): what is counted is what was sent, less blank edges.
    const { text } = dto;
    // The same Arabic variety on both sides writes the text in its other
    // script (romanized <-> Arabic); any other language to itself is refused.
    if (!varietyOf(dto.source_language))
      assertDifferentLanguages(dto.source_language, dto.target_language);
    const charLimit = this.limits.charLimit(caller);
    const length = textLength(text);
    if (length > charLimit) {
      throw new ApiError(
        400,
        'text_too_long',
        `Text is ${length} characters long; your plan allows ${charLimit} characters per translation`,
        { params: { length, limit: charLimit } },
      );
    }
    if (mode === 'advanced' && !this.limits.canUseAdvanced(caller)) {
      throw new ApiError(
        403,
        'advanced_mode_premium',
        'Advanced mode is part of the Premium plans (basic and pro)',
      );
    }
    await this.limits.reserve(caller);
    try {
      const result = await this.produce(text, dto, mode);
      if (caller.user) await this.remember(caller.user.id, text, dto, result);
      return result;
    } catch (error) {
      await this.limits.release(caller);
      throw error;
    }
  }

  private async produce(
    text: string,
    dto: TranslateDto,
    mode: 'standard' | 'advanced',
  ): Promise<TranslationResult> {
    const feminine = !!dto.feminine_mode;
    const provider = this.ai.providerFor(mode);
    if (!provider) {
      const offline = this.offline.translate(
        text,
        dto.source_language,
        dto.target_language,
        feminine,
      );
      if ('error' in offline)
        throw offline.error === 'wrong_source'
          ? new ApiError(422, 'offline_wrong_source', offline.message, {
              params: { language: offline.language },
            })
          : new ApiError(422, 'offline_unsupported', offline.message);
      return { ...offline, engine: 'offline', cached: false };
    }
    const engine: EngineName =
      provider.name === 'gemini' ? 'advanced' : 'standard';
    const key = createHash('sha256')
      .update(
        JSON.stringify([
          text,
          dto.source_language,
          dto.target_language,
          feminine,
          engine,
        ]),
      )
      .digest('hex');
    const hit = await this.repo.findCached(key);
    if (hit)
      return {
        translation: hit.translation,
        arabic_script: hit.arabic_script,
        engine,
        cached: true,
      };
    const underWay = this.translating.get(key);
    const call =
      underWay ?? this.translateAndCache(key, engine, text, dto, mode);
    if (!underWay) {
      this.translating.set(key, call);
      const forget = () => {
        if (this.translating.get(key) === call) this.translating.delete(key);
      };
      call.then(forget, forget);
    }
    const translated = await call;
    return {
      translation: translated.translation,
      arabic_script: translated.arabicScript,
      engine,
      // A request that waited for another's call cost no provider call.
      cached: underWay !== undefined,
    };
  }

  /** One provider call for the text, stored in the cache once it answers. */
  private async translateAndCache(
    key: string,
    engine: EngineName,
    text: string,
    dto: TranslateDto,
    mode: 'standard' | 'advanced',
  ): Promise<ProviderTranslation> {
    let translated: ProviderTranslation;
    try {
      translated = await this.ai.translate(
        text,
        dto.source_language,
        dto.target_language,
        {
          engine: mode,
          variety: varietyOf(dto.target_language),
          feminine: !!dto.feminine_mode,
        },
      );
    } catch (error) {
      this.logger.warn(
        { reason: (error as ProviderError).message },
        'translation failed',
      );
      throw new ApiError(
        502,
        'translation_failed',
        'The translation service failed. Please try again in a moment.',
      );
    }
    await this.repo.cacheOnce(
      key,
      engine,
      translated.translation,
      translated.arabicScript,
    );
    return translated;
  }

  private async remember(
    userId: number,
    text: string,
    dto: TranslateDto,
    result: TranslationResult,
  ): Promise<void> {
    await this.repo.insertHistoryEntry({
      userId,
      sourceText: text,
      translation: result.translation,
      arabicScript: result.arabic_script,
      sourceLanguage: dto.source_language,
      targetLanguage: dto.target_language,
      engine: result.engine,
      feminineMode: !!dto.feminine_mode,
    });
  }

  /** The member's latest 50 translations, newest first. */
  history(userId: number): Promise<TranslationHistoryEntry[]> {
    return this.repo.findLatestForUser(userId, HISTORY_SIZE);
  }
}
