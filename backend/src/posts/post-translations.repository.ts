import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';

/** Owns post_translations: translations kept by (text hash, source language, target language). */
@Injectable()
export class PostTranslationsRepository {
  constructor(private readonly db: Database) {}

  async findTranslation(
    sourceHash: string,
    from: string,
    to: string,
  ): Promise<string | undefined> {
    const row = await this.db.maybeOne<{ translation: string }>(sql`
      SELECT translation FROM post_translations
      WHERE source_hash = ${sourceHash} AND from_language = ${from} AND to_language = ${to}`);
    return row?.translation;
  }

  /**
   * Keeps a translation unless one is stored for the key already (the first
   * is kept). A foreign key violation when its question or answer is gone.
   */
  async insertOnce(translation: {
    sourceHash: string;
    from: string;
    to: string;
    translation: string;
    questionId: number | null;
    answerId: number | null;
  }): Promise<void> {
    await this.db.rows(sql`
      INSERT INTO post_translations (source_hash, from_language, to_language, translation, question_id, answer_id)
      VALUES (${translation.sourceHash}, ${translation.from}, ${translation.to}, ${translation.translation},
              ${translation.questionId}, ${translation.answerId})
      ON CONFLICT (source_hash, from_language, to_language) DO NOTHING`);
  }
}
