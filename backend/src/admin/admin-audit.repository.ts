import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';

export interface AuditEntry {
  actorId: number;
  actorName: string;
  action: string;
  targetType: string;
  targetId: number | null;
  details?: Record<string, unknown>;
}

export interface AuditRow {
  id: string;
  at: Date;
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: number | null;
  details: Record<string, unknown>;
}

/** Owns admin_audit. */
@Injectable()
export class AdminAuditRepository {
  constructor(private readonly db: Database) {}

  /**
   * Writes an entry. An actor whose account was deleted while their action
   * ran is named without an id, as their earlier entries then are (the key
   * is set to null with the account): the action was done, and the log says
   * so. The account's row is held while the entry is written, so a deletion
   * either comes after it (and clears the id) or before (and there is none).
   */
  async insert(entry: AuditEntry): Promise<void> {
    await this.db.rows(sql`
      INSERT INTO admin_audit (actor_id, actor_name, action, target_type, target_id, details)
      VALUES ((SELECT id FROM users WHERE id = ${entry.actorId} FOR KEY SHARE),
              ${entry.actorName}, ${entry.action}, ${entry.targetType},
              ${entry.targetId}, ${JSON.stringify(entry.details ?? {})}::jsonb)`);
  }

  /** Newest first. */
  findPage(limit: number, offset: number): Promise<AuditRow[]> {
    return this.db.rows<AuditRow>(sql`
      SELECT id, at, actor_id, actor_name, action, target_type, target_id, details
      FROM admin_audit ORDER BY at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`);
  }

  async count(): Promise<number> {
    const { n } = await this.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM admin_audit`,
    );
    return n;
  }
}
