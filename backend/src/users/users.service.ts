import { Injectable } from '@nestjs/common';
import { violatedUniqueIndex } from '../database/db';
import { AccountType, User } from './user';
import { DuplicateAccountError } from './users.errors';
import {
  CommunityStats,
  LanguageCommunity,
  UsersRepository,
} from './users.repository';

export type { CommunityStats, LanguageCommunity };

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

/** A member of the curated demo community. */
export interface SeededMember {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  nativeLanguages: string[];
  learningLanguages: string[];
  createdAt: Date;
}

const TOP_CONTRIBUTORS = 10;
const USERNAME_MAX = 30;

@Injectable()
export class UsersService {
  constructor(private readonly repo: UsersRepository) {}

  findById(id: number): Promise<User | null> {
    return this.repo.findById(id);
  }

  /** The member with their password hash, for signing in: `email` normalized (normalizeEmail), or `typed` as it came. */
  findWithPasswordByEmail(
    email: string,
    typed?: string,
  ): Promise<(User & { passwordHash: string }) | null> {
    return this.repo.findWithPasswordByEmail(email, typed);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repo.findByEmail(email);
  }

  /** Creates a member; a taken e-mail or username raises DuplicateAccountError. */
  async create(input: NewUser): Promise<User> {
    try {
      const id = await this.repo.insertUser({
        email: input.email,
        username: input.username,
        passwordHash: input.passwordHash,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        nativeLanguages: unique(input.nativeLanguages),
        learningLanguages: unique(input.learningLanguages),
        isAdmin: input.isAdmin ?? false,
      });
      return (await this.repo.findById(id))!;
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index === 'users_email_unique')
        throw new DuplicateAccountError('email');
      if (index === 'users_username_unique')
        throw new DuplicateAccountError('username');
      throw error;
    }
  }

  /**
   * The member of the demo community with this e-mail, created when missing.
   * When a real member already has the username, a number is added to it.
   * `passwordHash` gives, only when the member is created, a hash nobody can
   * sign in with.
   */
  async findOrCreateSeeded(
    member: SeededMember,
    passwordHash: () => Promise<string>,
  ): Promise<{ user: User; created: boolean }> {
    for (let attempt = 1; ; attempt++) {
      const existing = await this.repo.findByEmail(member.email);
      if (existing) return { user: existing, created: false };
      const suffix = attempt === 1 ? '' : String(attempt);
      const id = await this.repo.insertSeededMember({
        email: member.email,
        username: `${member.username.slice(0, USERNAME_MAX - suffix.length)}${suffix}`,
        passwordHash: await passwordHash(),
        firstName: member.firstName,
        lastName: member.lastName,
        nativeLanguages: unique(member.nativeLanguages),
        learningLanguages: unique(member.learningLanguages),
        isAdmin: false,
        createdAt: member.createdAt,
      });
      if (id !== undefined)
        return { user: (await this.repo.findById(id))!, created: true };
    }
  }

  async isTaken(
    email: string,
    username: string,
  ): Promise<'email' | 'username' | null> {
    if (await this.repo.emailExists(email)) return 'email';
    if (await this.repo.usernameExists(username)) return 'username';
    return null;
  }

  isUsernameTaken(username: string): Promise<boolean> {
    return this.repo.usernameExists(username);
  }

  /** False when the flag was already so. */
  setAdmin(id: number, isAdmin: boolean): Promise<boolean> {
    return this.repo.setAdmin(id, isAdmin);
  }

  /** Admin changes made as `actorId` while still an admin (see UsersRepository.asAdmin). */
  asAdmin: UsersRepository['asAdmin'] = (actorId, work) =>
    this.repo.asAdmin(actorId, work);

  hasAnyAdmin(): Promise<boolean> {
    return this.repo.anyAdmin();
  }

  /** Newest members first. */
  findPageForDirectory(limit: number, offset: number): Promise<User[]> {
    return this.repo.findNewest(limit, offset);
  }

  /** Members with at least one answer, most answers first, at most 10. */
  findTopContributors(): Promise<User[]> {
    return this.repo.findTopContributors(TOP_CONTRIBUTORS);
  }

  stats(): Promise<CommunityStats> {
    return this.repo.stats();
  }

  /** For each of the 12 languages: native speakers and learners, the largest communities first. */
  async communities(): Promise<LanguageCommunity[]> {
    return (await this.repo.communities()).sort(
      (a, b) => b.nativeSpeakers + b.learners - (a.nativeSpeakers + a.learners),
    );
  }

  findPageForAdmin(
    search: string | null,
    limit: number,
    offset: number,
  ): Promise<{ users: User[]; total: number }> {
    return this.repo.findPageForAdmin(search, limit, offset);
  }

  /** Replaces a member's password hash if it is still the one the caller checked the old password against. */
  replacePasswordHash(
    id: number,
    expected: string,
    passwordHash: string,
  ): Promise<boolean> {
    return this.repo.replacePasswordHash(id, expected, passwordHash);
  }

  /** False when the member was already on that plan. */
  setPlan(id: number, plan: AccountType): Promise<boolean> {
    return this.repo.setPlan(id, plan);
  }
}

function unique(values: string[] | undefined): string[] {
  return [...new Set(values ?? [])];
}
