import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BadGatewayException,
  BadRequestException,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AiService } from '../../ai/ai.service';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { isArabicScript, latinToArabic } from '../offline/transliterate';
import {
  ESPEAK_VOICES,
  TranslatorLanguage,
  varietyOf,
} from '../translator-languages';
import { synthesizeWithEspeak } from './espeak';

export interface SpeechResult {
  audio_url: string;
  engine: 'openai' | 'offline';
  cached: boolean;
}

export const AUDIO_ROUTE = '/api/translator/audio';

/**
 * Reads text aloud: OpenAI's speech model when configured, otherwise eSpeak NG
 * offline. Each text, language and voice is synthesized once; the file is kept
 * in `<DATA_DIR>/audio` and served with long-lived caching headers.
 */
@Injectable()
export class SpeechService {
  private readonly logger = new Logger(SpeechService.name);
  readonly audioDir: string;
  /** One offline synthesis at a time bounds memory (each loads an 18 MB WebAssembly module). */
  private offlineQueue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly ai: AiService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.audioDir = path.join(config.dataDir, 'audio');
  }

  async speak(
    rawText: string,
    language: TranslatorLanguage,
  ): Promise<SpeechResult> {
    const text = rawText.trim().replace(/\s+/g, ' ');
    if (text.length > this.config.translator.ttsMaxChars) {
      throw new BadRequestException(
        `Text to read aloud is limited to ${this.config.translator.ttsMaxChars} characters`,
      );
    }
    const engine = this.ai.openai.enabled ? 'openai' : 'offline';
    const voice = engine === 'openai' ? 'alloy' : ESPEAK_VOICES[language];
    const key = createHash('sha256')
      .update(JSON.stringify([engine, voice, language, text]))
      .digest('hex');
    const [known] = await this.dataSource.query(
      'SELECT file_name FROM tts_audio WHERE key = $1',
      [key],
    );
    if (known && existsSync(path.join(this.audioDir, known.file_name))) {
      return {
        audio_url: `${AUDIO_ROUTE}/${known.file_name}`,
        engine,
        cached: true,
      };
    }
    let audio: Buffer;
    let fileName: string;
    try {
      if (engine === 'openai') {
        audio = await this.ai.speak(text);
        fileName = `${key}.mp3`;
      } else {
        const variety = varietyOf(language);
        // The Arabic voice reads Arabic script: romanized dialect text is converted first.
        const spoken =
          variety && !isArabicScript(text)
            ? latinToArabic(text, language as never)
            : text;
        audio = await this.queueOffline(() =>
          synthesizeWithEspeak(spoken, voice),
        );
        fileName = `${key}.wav`;
      }
    } catch (error) {
      this.logger.warn(
        { reason: (error as Error).message, engine },
        'speech failed',
      );
      throw new BadGatewayException(
        'The speech service failed. Please try again in a moment.',
      );
    }
    await mkdir(this.audioDir, { recursive: true });
    await writeFile(path.join(this.audioDir, fileName), audio);
    await this.dataSource.query(
      `INSERT INTO tts_audio (key, language, engine, file_name, bytes) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key) DO UPDATE SET file_name = EXCLUDED.file_name, bytes = EXCLUDED.bytes`,
      [key, language, engine, fileName, audio.length],
    );
    return { audio_url: `${AUDIO_ROUTE}/${fileName}`, engine, cached: false };
  }

  private queueOffline<T>(work: () => Promise<T>): Promise<T> {
    const run = this.offlineQueue.then(work, work);
    this.offlineQueue = run.catch(() => undefined);
    return run;
  }
}
