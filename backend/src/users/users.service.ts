import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { SITE_LANGUAGES } from '../common/languages';
import { User } from './entities/user.entity';
import { DuplicateAccountError } from './users.errors';

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
  nativeLanguages?: string[];
  learningLanguages?: string[];
  isAdmin?: boolean;
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

const TOP_CONTRIBUTORS = 10;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** The user with its password hash, for signing in. E-mail is matched case-insensitively. */
  findWithPasswordByEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email })
      .getOne();
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  async create(input: NewUser): Promise<User> {
    try {
      const saved = await this.users.save(
        this.users.create({
          email: input.email,
          username: input.username,
          passwordHash: input.passwordHash,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          nativeLanguages: unique(input.nativeLanguages),
          learningLanguages: unique(input.learningLanguages),
          isAdmin: input.isAdmin ?? false,
        }),
      );
      return (await this.findById(saved.id))!;
    } catch (error) {
      const constraint = (
        error as QueryFailedError & { driverError?: { constraint?: string } }
      ).driverError?.constraint;
      if (constraint === 'users_email_unique')
        throw new DuplicateAccountError('email');
      if (constraint === 'users_username_unique')
        throw new DuplicateAccountError('username');
      throw error;
    }
  }

  async isTaken(
    email: string,
    username: string,
  ): Promise<'email' | 'username' | null> {
    if (await this.users.existsBy({ email })) return 'email';
    if (await this.users.existsBy({ username })) return 'username';
    return null;
  }

  isUsernameTaken(username: string): Promise<boolean> {
    return this.users.existsBy({ username });
  }

  async setAdmin(id: number, isAdmin: boolean): Promise<void> {
    await this.users.update({ id }, { isAdmin });
  }

  hasAnyAdmin(): Promise<boolean> {
    return this.users.existsBy({ isAdmin: true });
  }

  /** Newest members first. */
  findPageForDirectory(limit: number, offset: number): Promise<User[]> {
    return this.users.find({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
  }

  /** Members with at least one answer, most answers first, at most 10. */
  findTopContributors(): Promise<User[]> {
    return this.users
      .createQueryBuilder('u')
      .where('u.total_answers > 0')
      .orderBy('u.total_answers', 'DESC')
      .addOrderBy('u.id', 'ASC')
      .limit(TOP_CONTRIBUTORS)
      .getMany();
  }

  async stats(): Promise<CommunityStats> {
    const [row] = await this.users.query(`
      SELECT count(*)::int AS "totalUsers",
             count(*) FILTER (WHERE total_answers > 0)::int AS "totalContributors",
             coalesce(sum(total_answers), 0)::int AS "totalAnswers",
             (SELECT count(DISTINCT lang)::int FROM users, unnest(native_languages || learning_languages) AS lang)
               AS "totalLanguages"
      FROM users`);
    return row as CommunityStats;
  }

  /** For each of the 12 languages: how many members speak it natively and how many learn it. */
  async communities(): Promise<LanguageCommunity[]> {
    const rows: {
      language: string;
      nativeSpeakers: number;
      learners: number;
    }[] = await this.users.query(
      `SELECT l.language,
              (SELECT count(*)::int FROM users WHERE native_languages @> ARRAY[l.language]) AS "nativeSpeakers",
              (SELECT count(*)::int FROM users WHERE learning_languages @> ARRAY[l.language]) AS "learners"
       FROM unnest($1::text[]) AS l(language)`,
      [SITE_LANGUAGES],
    );
    return rows.sort(
      (a, b) => b.nativeSpeakers + b.learners - (a.nativeSpeakers + a.learners),
    );
  }
}

function unique(values: string[] | undefined): string[] {
  return [...new Set(values ?? [])];
}
