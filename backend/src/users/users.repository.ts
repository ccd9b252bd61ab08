import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { SITE_LANGUAGES } from '../common/languages';
import { Database, sql } from '../database/db';
import { UserEntity } from './entities/user.entity';
import { AccountType, User } from './user';
import { USER_COLUMNS } from './user.columns';

export interface NewUserRow {
  email: string;
  username: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  nativeLanguages: string[];
  learningLanguages: string[];
  isAdmin: boolean;
}

export interface CommunityStats {
  totalUsers: number;
  totalContributors: number;
  totalAnswers: number;
  totalLanguages: number;
}

export interface LanguageCommunity {
  language: string;
  nativeSpeakers: number;
  learners: number;
}

/** Owns the users table. */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(UserEntity)
    private readonly users: Repository<UserEntity>,
    private readonly db: Database,
  ) {}

  async findById(id: number): Promise<User | null> {
    return (
      (await this.db.maybeOne<User>(
        sql`SELECT ${USER_COLUMNS} FROM users WHERE id = ${id}`.prepared(),
      )) ?? null
    );
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** The member with their password hash, for signing in. E-mail is matched case-insensitively. */
  async findWithPasswordByEmail(
    email: string,
    typed: string = email,
  ): Promise<(User & { passwordHash: string }) | null> {
    // `typed` as well: an older account whose address another one's composed
    // form already was kept its own form (see ComposeAccountEmails), and
    // signs in with the address exactly as typed.
    const found = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email IN (:...forms)', { forms: [...new Set([email, typed])] })
      .getMany();
    return (found.find((u) => u.email === typed) ?? found[0] ?? null) as
      (User & { passwordHash: string }) | null;
  }

  /** Inserts a member; a taken e-mail or username fails on its unique index. */
  async insertUser(row: NewUserRow): Promise<number> {
    const saved = await this.users.save(this.users.create(row));
    return saved.id;
  }

  /**
   * Inserts a member of the demo community with the date they joined; returns
   * the id, or undefined when the e-mail or the username is taken.
   */
  async insertSeededMember(
    row: NewUserRow & { createdAt: Date },
  ): Promise<number | undefined> {
    const inserted = await this.db.maybeOne<{ id: number }>(sql`
      INSERT INTO users (email, username, password_hash, first_name, last_name,
                         native_languages, learning_languages, created_at)
      VALUES (${row.email}, ${row.username}, ${row.passwordHash}, ${row.firstName}, ${row.lastName},
              ${row.nativeLanguages}::text[], ${row.learningLanguages}::text[], ${row.createdAt})
      ON CONFLICT DO NOTHING
      RETURNING id`);
    return inserted?.id;
  }

  emailExists(email: string): Promise<boolean> {
    return this.users.existsBy({ email });
  }

  usernameExists(username: string): Promise<boolean> {
    return this.users.existsBy({ username });
  }

  /** Sets the admin flag; false when the member has no such flag to change (already so, or gone). */
  async setAdmin(id: number, isAdmin: boolean): Promise<boolean> {
    const { affected } = await this.users.update(
      { id, isAdmin: !isAdmin },
      { isAdmin },
    );
    return (affected ?? 0) > 0;
  }

  /**
   * Runs `work` in a transaction, one admin change at a time, if `actorId` is
   * still an admin once its turn comes; undefined otherwise. Two admins who
   * demote or delete each other at once cannot both succeed: the second finds
   * the first has taken its rights, so the site keeps an admin.
   */
  asAdmin<T>(
    actorId: number,
    work: (tx: {
      setAdmin(id: number, isAdmin: boolean): Promise<boolean>;
      deleteUser(id: number): Promise<boolean>;
    }) => Promise<T>,
  ): Promise<T | undefined> {
    // Deleting a member meets their likes and votes being written (see
    // retryingTransaction); `work` only runs statements.
    return this.db.retryingTransaction(async (tx) => {
      await tx.lockUntilCommit('admin-changes');
      const actor = await tx.maybeOne(
        sql`SELECT 1 FROM users WHERE id = ${actorId} AND is_admin`,
      );
      if (!actor) return undefined;
      return work({
        setAdmin: async (id, isAdmin) =>
          (await tx.affected(
            sql`UPDATE users SET is_admin = ${isAdmin} WHERE id = ${id} AND is_admin <> ${isAdmin}`,
          )) > 0,
        // Their questions and answers stay, without an author; their likes,
        // votes and sessions go (counters follow by trigger). A like or a
        // vote takes its question or answer, then that post's author (the
        // counters' triggers); the posts are taken here first too, then the
        // account, so the two wait for each other instead of deadlocking.
        deleteUser: async (id) => {
          await tx.rows(
            sql`SELECT 1 FROM answers WHERE user_id = ${id} ORDER BY id FOR NO KEY UPDATE`,
          );
          await tx.rows(
            sql`SELECT 1 FROM questions WHERE user_id = ${id} ORDER BY id FOR NO KEY UPDATE`,
          );
          return (
            (await tx.affected(sql`DELETE FROM users WHERE id = ${id}`)) > 0
          );
        },
      });
    });
  }

  anyAdmin(): Promise<boolean> {
    return this.users.existsBy({ isAdmin: true });
  }

  /** Newest members first. */
  findNewest(limit: number, offset: number): Promise<User[]> {
    return this.users.find({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
  }

  /** Members with at least one answer, most answers first. */
  findTopContributors(limit: number): Promise<User[]> {
    return this.users
      .createQueryBuilder('u')
      .where('u.total_answers > 0')
      .orderBy('u.total_answers', 'DESC')
      .addOrderBy('u.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  stats(): Promise<CommunityStats> {
    return this.db.one<CommunityStats>(sql`
      SELECT count(*)::int AS "totalUsers",
             count(*) FILTER (WHERE total_answers > 0)::int AS "totalContributors",
             coalesce(sum(total_answers), 0)::int AS "totalAnswers",
             (SELECT count(DISTINCT lang)::int FROM users, unnest(native_languages || learning_languages) AS lang)
               AS "totalLanguages"
      FROM users`);
  }

  /** For each of the site's languages: how many members speak it natively and how many learn it. */
  communities(): Promise<LanguageCommunity[]> {
    return this.db.rows<LanguageCommunity>(sql`
      SELECT l.language,
             (SELECT count(*)::int FROM users WHERE native_languages @> ARRAY[l.language]) AS "nativeSpeakers",
             (SELECT count(*)::int FROM users WHERE learning_languages @> ARRAY[l.language]) AS "learners"
      FROM unnest(${[...SITE_LANGUAGES]}::text[]) AS l(language)`);
  }

  /** Members whose username or e-mail contains the search (case-insensitive), newest first, with the total. */
  async findPageForAdmin(
    search: string | null,
    limit: number,
    offset: number,
  ): Promise<{ users: User[]; total: number }> {
    const query = this.users
      .createQueryBuilder('u')
      .orderBy('u.created_at', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .take(limit)
      .skip(offset);
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where('(u.username ILIKE :pattern OR u.email ILIKE :pattern)', {
        pattern,
      });
    }
    const [users, total] = await query.getManyAndCount();
    return { users, total };
  }

  /**
   * Replaces the password hash if it is still `expected`, the one the old
   * password was checked against; false when it has changed meanwhile (a
   * second change sent at the same time, which then checked a password that
   * is no longer the account's).
   */
  async replacePasswordHash(
    id: number,
    expected: string,
    passwordHash: string,
  ): Promise<boolean> {
    const { affected } = await this.users.update(
      { id, passwordHash: expected },
      { passwordHash },
    );
    return (affected ?? 0) > 0;
  }

  /** Sets the plan; false when the member is already on it (or gone). */
  async setPlan(id: number, accountType: AccountType): Promise<boolean> {
    const { affected } = await this.users.update(
      { id, accountType: Not(accountType) },
      { accountType },
    );
    return (affected ?? 0) > 0;
  }
}
