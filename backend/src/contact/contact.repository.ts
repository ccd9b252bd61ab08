import { Injectable } from '@nestjs/common';
import { Database, Db, sql } from '../database/db';

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
  emailed_at: Date | null;
}

/** Owns contact_messages. */
@Injectable()
export class ContactRepository {
  constructor(private readonly db: Database) {}

  async insertMessage(
    message: {
      name: string;
      email: string;
      subject: string;
      message: string;
      ip: string | null;
      userId: number | null;
    },
    db: Db = this.db,
  ): Promise<number> {
    const { id } = await db.one<{ id: number }>(sql`
      INSERT INTO contact_messages (name, email, subject, message, ip, user_id)
      VALUES (${message.name}, ${message.email}, ${message.subject}, ${message.message},
              ${message.ip}, ${message.userId})
      RETURNING id`);
    return id;
  }

  /**
   * The id of a message the same address sent with the same name, subject
   * and text within the last `minutes`, if any.
   */
  async findRecentRepeat(
    message: { name: string; email: string; subject: string; message: string },
    minutes: number,
    db: Db = this.db,
  ): Promise<number | undefined> {
    const row = await db.maybeOne<{ id: number }>(sql`
      SELECT id FROM contact_messages
      WHERE lower(email) = lower(${message.email}) AND name = ${message.name}
        AND subject = ${message.subject} AND message = ${message.message}
        AND created_at > now() - make_interval(mins => ${minutes}::int)
      ORDER BY id DESC LIMIT 1`);
    return row?.id;
  }

  findById(id: number): Promise<ContactMessageRow | undefined> {
    return this.db.maybeOne<ContactMessageRow>(sql`
      SELECT id, name, email, subject, message, created_at, emailed_at
      FROM contact_messages WHERE id = ${id}`);
  }

  async markEmailed(id: number): Promise<void> {
    await this.db.affected(
      sql`UPDATE contact_messages SET emailed_at = now() WHERE id = ${id} AND emailed_at IS NULL`,
    );
  }

  /** Newest first. */
  findPage(limit: number, offset: number): Promise<ContactMessageRow[]> {
    return this.db.rows<ContactMessageRow>(sql`
      SELECT id, name, email, subject, message, created_at, emailed_at
      FROM contact_messages ORDER BY created_at DESC, id DESC
      LIMIT ${limit} OFFSET ${offset}`);
  }

  async count(): Promise<number> {
    const { n } = await this.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM contact_messages`,
    );
    return n;
  }
}
