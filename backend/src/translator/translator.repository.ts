import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';
import { CachedTranslation, KeptTranslations } from './kept-translations';

/**
 * How many characters of stored results a process keeps in memory, at most
 * (about 2 MB): the phrases translated most lately.
 */
const KEPT_TRANSLATION_CHARS = 1_000_000;

/** A translation kept in a member's history. */
export interface TranslationHistoryEntry {
  id: number;
  source_text: string;
  translation: string;
  arabic_script: string;
  source_language: string;
  target_language: string;
  engine: string;
  feminine_mode: boolean;
  created_at: Date;
}

/** Owns translation_cache (provider results by key) and translations (members' history). */
@Injectable()
export class TranslatorRepository {
  /**
   * Results read from translation_cache lately, least recently used first. A
   * stored result never changes (the first one stored for a key is kept, and
   * nothing updates or deletes them), so a repeated phrase is answered
   * without reading it again. Only what was read from the table is kept,
   * never a result this process tried to store: another one may have stored
   * its own first.
   */
  private readonly kept = new KeptTranslations(KEPT_TRANSLATION_CHARS);

  constructor(private readonly db: Database) {}

  /** A provider's stored result for a cache key, or undefined. */
  async findCached(key: string): Promise<CachedTranslation | undefined> {
    const kept = this.kept.get(key);
    if (kept) return kept;
    const row = await this.db.maybeOne<CachedTranslation>(sql`
      SELECT translation, arabic_script FROM translation_cache WHERE key = ${key}`);
    if (row) this.kept.keep(key, row);
    return row;
  }

  /** Stores a provider's result; the first result stored for a key is kept. */
  async cacheOnce(
    key: string,
    engine: string,
    translation: string,
    arabicScript: string,
  ): Promise<void> {
    await this.db.rows(sql`
      INSERT INTO translation_cache (key, engine, translation, arabic_script)
      VALUES (${key}, ${engine}, ${translation}, ${arabicScript})
      ON CONFLICT (key) DO NOTHING`);
  }

  async insertHistoryEntry(entry: {
    userId: number;
    sourceText: string;
    translation: string;
    arabicScript: string;
    sourceLanguage: string;
    targetLanguage: string;
    engine: string;
    feminineMode: boolean;
  }): Promise<void> {
    await this.db.rows(sql`
      INSERT INTO translations (user_id, source_text, translation, arabic_script, source_language,
                                target_language, engine, feminine_mode)
      VALUES (${entry.userId}, ${entry.sourceText}, ${entry.translation}, ${entry.arabicScript},
              ${entry.sourceLanguage}, ${entry.targetLanguage}, ${entry.engine}, ${entry.feminineMode})`);
  }

  /** A member's latest translations, newest first. */
  findLatestForUser(
    userId: number,
    limit: number,
  ): Promise<TranslationHistoryEntry[]> {
    return this.db.rows<TranslationHistoryEntry>(sql`
      SELECT id::int, source_text, translation, arabic_script, source_language, target_language, engine,
             feminine_mode, created_at
      FROM translations WHERE user_id = ${userId}
      ORDER BY created_at DESC, id DESC LIMIT ${limit}`);
  }
}
