import { Injectable } from '@nestjs/common';
import { Database, sql } from '../../database/db';

/** Owns tts_audio: which audio file holds each synthesized text, and when it was last asked for. */
@Injectable()
export class TtsAudioRepository {
  constructor(private readonly db: Database) {}

  /** Marks a stored file as just asked for; its name, or undefined when none is stored. */
  async renew(key: string): Promise<string | undefined> {
    const row = await this.db.maybeOne<{ file_name: string }>(sql`
      UPDATE tts_audio SET last_used_at = now() WHERE key = ${key} RETURNING file_name`);
    return row?.file_name;
  }

  /** Records a synthesized file for a key, replacing an earlier one. */
  async upsert(audio: {
    key: string;
    language: string;
    engine: string;
    fileName: string;
    bytes: number;
  }): Promise<void> {
    await this.db.rows(sql`
      INSERT INTO tts_audio (key, language, engine, file_name, bytes)
      VALUES (${audio.key}, ${audio.language}, ${audio.engine}, ${audio.fileName}, ${audio.bytes})
      ON CONFLICT (key) DO UPDATE
        SET file_name = EXCLUDED.file_name, bytes = EXCLUDED.bytes, last_used_at = now()`);
  }

  /** Deletes the rows nobody asked for in that many days; the names of their files. */
  async deleteUnusedFor(days: number): Promise<string[]> {
    const rows = await this.db.rows<{ file_name: string }>(sql`
      DELETE FROM tts_audio WHERE last_used_at < now() - make_interval(days => ${days})
      RETURNING file_name`);
    return rows.map((row) => row.file_name);
  }
}
