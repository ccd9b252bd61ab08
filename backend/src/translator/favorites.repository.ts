import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';

/** A saved translation as members see it. */
export interface Favorite {
  id: number;
  source_text: string;
  target_text: string;
  arabic_script: string;
  source_language: string;
  target_language: string;
  engine: string;
  feminine_mode: boolean;
  created_at: Date;
}

const COLUMNS = sql`id, source_text, target_text, arabic_script, source_language, target_language, engine,
                    feminine_mode, created_at`;

/** Owns favorites. One per member, texts and languages (a unique index). */
@Injectable()
export class FavoritesRepository {
  constructor(private readonly db: Database) {}

  /** Saves a favorite; a unique violation when the member saved it already. */
  insertFavorite(favorite: {
    userId: number;
    sourceText: string;
    targetText: string;
    arabicScript: string;
    sourceLanguage: string;
    targetLanguage: string;
    engine: string;
    feminineMode: boolean;
  }): Promise<Favorite> {
    return this.db.one<Favorite>(sql`
      INSERT INTO favorites (user_id, source_text, target_text, arabic_script, source_language,
                             target_language, engine, feminine_mode)
      VALUES (${favorite.userId}, ${favorite.sourceText}, ${favorite.targetText}, ${favorite.arabicScript},
              ${favorite.sourceLanguage}, ${favorite.targetLanguage}, ${favorite.engine}, ${favorite.feminineMode})
      RETURNING ${COLUMNS}`);
  }

  /** A member's latest favorites, newest first. */
  findLatestForUser(userId: number, limit: number): Promise<Favorite[]> {
    return this.db.rows<Favorite>(sql`
      SELECT ${COLUMNS} FROM favorites WHERE user_id = ${userId}
      ORDER BY created_at DESC, id DESC LIMIT ${limit}`);
  }

  /** Removes a member's favorite; false when the member has none with that id. */
  async deleteForUser(userId: number, id: number): Promise<boolean> {
    return (
      (await this.db.affected(
        sql`DELETE FROM favorites WHERE id = ${id} AND user_id = ${userId}`,
      )) > 0
    );
  }
}
