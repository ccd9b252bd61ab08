import { createHash } from 'node:crypto';
import { textLength } from '../../common/dto/trim-text';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { AiService } from '../../ai/ai.service';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { isArabicScript, latinToArabic } from '../offline/transliterate';
import { Caller, PlanLimitsService } from '../plan-limits.service';
import {
  ESPEAK_VOICES,
  TranslatorLanguage,
  varietyOf,
} from '../translator-languages';
import { synthesizeWithEspeak } from './espeak';
import { QueuePlace, SynthesisQueue } from './synthesis-queue';
import { TtsAudioRepository } from './tts-audio.repository';
import { ApiError } from '../../common/http-error';

export interface SpeechResult {
  audio_url: string;
  engine: 'openai' | 'offline';
  cached: boolean;
}

export const AUDIO_ROUTE = '/api/translator/audio';

/** Stored audio nobody asked for in this many days is deleted. */
export const UNUSED_AUDIO_DAYS = 30;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** How long a synthesis just made is answered from memory, while its row may not yet be visible to a request that began before it was stored. */
const MADE_KEPT_MS = 10_000;

export const SPEECH_BUSY_MESSAGE =
  'The speech service is busy. Please try again in a moment.';

/**
 * Reads text aloud: OpenAI's speech model when configured, otherwise eSpeak NG
 * offline. Each text, language and voice is synthesized once; the file is kept
 * in `<DATA_DIR>/audio` and served with long-lived caching headers. A new
 * synthesis counts against the caller's daily translation limit; a stored file
 * is free. Files unused for 30 days are deleted (at start-up and hourly).
 */
@Injectable()
export class SpeechService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SpeechService.name);
  readonly audioDir: string;
  /** One offline synthesis at a time bounds memory (each loads an 18 MB WebAssembly module). */
  readonly offlineQueue: SynthesisQueue;
  /**
   * The syntheses under way here, by key, each kept a few seconds after it
   * stored its file: the same text asked for meanwhile waits for it and gets
   * its file free, so it is made, and counted, once.
   */
  private readonly making = new Map<string, Promise<string>>();
  private sweepTimer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(
    private readonly stored: TtsAudioRepository,
    private readonly ai: AiService,
    private readonly limits: PlanLimitsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.audioDir = path.join(config.dataDir, 'audio');
    this.offlineQueue = new SynthesisQueue(
      config.translator.ttsQueueMaxWaiting,
    );
  }

  onApplicationBootstrap(): void {
    this.sweep();
    this.sweepTimer = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.sweeping;
  }

  async speak(
    caller: Caller,
    rawText: string,
    language: TranslatorLanguage,
  ): Promise<SpeechResult> {
    const text = rawText.trim().replace(/\s+/g, ' ');
    if (textLength(text) > this.config.translator.ttsMaxChars) {
      throw new ApiError(
        400,
        'speech_text_too_long',
        `Text to read aloud is limited to ${this.config.translator.ttsMaxChars} characters`,
        { params: { limit: this.config.translator.ttsMaxChars } },
      );
    }
    const engine = this.ai.openai.enabled ? 'openai' : 'offline';
    const voice = engine === 'openai' ? 'alloy' : ESPEAK_VOICES[language];
    // A dialect is read from Arabic script, by either engine: romanized text
    // ("labas 3lik") is converted first, or a voice reads its digits as numbers.
    const spoken =
      varietyOf(language) && !isArabicScript(text)
        ? latinToArabic(text, language as never)
        : text;
    const key = createHash('sha256')
      .update(JSON.stringify([engine, voice, language, spoken]))
      .digest('hex');
    const stored = (fileName: string): SpeechResult => ({
      audio_url: `${AUDIO_ROUTE}/${fileName}`,
      engine,
      cached: true,
    });
    // Every request for a stored file renews it.
    const known = await this.stored.renew(key);
    if (known && existsSync(path.join(this.audioDir, known)))
      return stored(known);
    // Being made here (or just made): its file, once stored. One that
    // failed is tried again by this request, on its own allowance.
    const made = await this.madeMeanwhile(key);
    if (made) return stored(made);

    let place: QueuePlace | undefined;
    if (engine === 'offline') {
      place = this.offlineQueue.tryEnter();
      if (!place) throw new ApiError(503, 'speech_busy', SPEECH_BUSY_MESSAGE);
    }
    const making = this.reserveAndSynthesize(
      caller,
      spoken,
      language,
      key,
      place,
    );
    const fileName = making.then((result) =>
      result.audio_url.split('/').pop()!,
    );
    fileName.catch(() => undefined);
    this.making.set(key, fileName);
    making.then(
      () =>
        setTimeout(
          () => this.forgetMaking(key, fileName),
          MADE_KEPT_MS,
        ).unref(),
      () => this.forgetMaking(key, fileName),
    );
    return making;
  }

  /**
   * The file of the same synthesis made or being made here, once it is
   * stored; undefined when there is none or it failed (then, or after
   * waiting, none under way either).
   */
  private async madeMeanwhile(key: string): Promise<string | undefined> {
    for (;;) {
      const making = this.making.get(key);
      if (!making) return undefined;
      const fileName = await making.catch(() => undefined);
      if (fileName && existsSync(path.join(this.audioDir, fileName)))
        return fileName;
      // Failed (or its file gone): another request may have started it again.
      if (this.making.get(key) === making) this.making.delete(key);
    }
  }

  private forgetMaking(key: string, making: Promise<string>): void {
    if (this.making.get(key) === making) this.making.delete(key);
  }

  private async reserveAndSynthesize(
    caller: Caller,
    spoken: string,
    language: TranslatorLanguage,
    key: string,
    place: QueuePlace | undefined,
  ): Promise<SpeechResult> {
    try {
      await this.limits.reserve(caller);
      try {
        return await this.synthesizeAndStore(spoken, language, key, place);
      } catch (error) {
        await this.limits.release(caller);
        throw error;
      }
    } finally {
      place?.cancel();
    }
  }

  private async synthesizeAndStore(
    spoken: string,
    language: TranslatorLanguage,
    key: string,
    place: QueuePlace | undefined,
  ): Promise<SpeechResult> {
    let audio: Buffer;
    let fileName: string;
    const engine = place ? 'offline' : 'openai';
    try {
      if (!place) {
        audio = await this.ai.speak(spoken);
        fileName = `${key}.mp3`;
      } else {
        audio = await place.run(() =>
          synthesizeWithEspeak(spoken, ESPEAK_VOICES[language]),
        );
        fileName = `${key}.wav`;
      }
    } catch (error) {
      this.logger.warn(
        { reason: (error as Error).message, engine },
        'speech failed',
      );
      throw new ApiError(
        502,
        'speech_failed',
        'The speech service failed. Please try again in a moment.',
      );
    }
    await mkdir(this.audioDir, { recursive: true });
    await writeFile(path.join(this.audioDir, fileName), audio);
    await this.stored.upsert({
      key,
      language,
      engine,
      fileName,
      bytes: audio.length,
    });
    return { audio_url: `${AUDIO_ROUTE}/${fileName}`, engine, cached: false };
  }

  /**
   * Deletes stored audio nobody asked for in UNUSED_AUDIO_DAYS days: the rows
   * first (a request at the same moment renews its row and keeps it), then
   * their files. Returns how many were removed.
   */
  async removeUnused(): Promise<number> {
    const fileNames = await this.stored.deleteUnusedFor(UNUSED_AUDIO_DAYS);
    for (const fileName of fileNames) {
      await rm(path.join(this.audioDir, fileName), { force: true });
    }
    return fileNames.length;
  }

  private sweep(): void {
    if (this.sweeping) return;
    this.sweeping = this.removeUnused()
      .then((removed) => {
        if (removed > 0)
          this.logger.log({ removed }, 'removed unused audio files');
      })
      .catch((error: Error) =>
        this.logger.warn({ reason: error.message }, 'audio clean-up failed'),
      )
      .finally(() => {
        this.sweeping = undefined;
      });
  }
}
