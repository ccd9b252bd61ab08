import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AnswersService } from '../answers/answers.service';
import { hashPassword } from '../auth/passwords';
import { Database, Db } from '../database/db';
import { EventsService } from '../events/events.service';
import { QuestionsService } from '../questions/questions.service';
import { UsersService } from '../users/users.service';
import { VotesService } from '../votes/votes.service';
import { SEED_MEMBERS } from './content/members';
import { SEED_SETS } from './content/sets';
import {
  SEED_SET_NAMES,
  SeedMember,
  SeedQuestion,
  SeedSet,
  SeedSetName,
} from './content/types';
import {
  answeredAt,
  askedAt,
  fraction,
  likeCount,
  pickVoters,
  usefulCount,
} from './seed-plan';

export { SEED_SET_NAMES };
export type { SeedSetName };

/** Rows a load added. */
export interface SeedCounts {
  users: number;
  questions: number;
  answers: number;
}

/** Demo members' e-mails end with this reserved domain (RFC 2606), which never receives mail. */
export const SEED_EMAIL_DOMAIN = 'members.dialect-community.invalid';

/** The e-mail of a member of the demo community. */
export function seedMemberEmail(username: string): string {
  return `${username.toLowerCase()}@${SEED_EMAIL_DOMAIN}`;
}

const DAY = 86_400_000;

interface Participant {
  id: number;
  username: string;
  /** Languages the member speaks or learns. */
  languages: string[];
}

/**
 * Loads the curated demo content: questions with their members' and the AI
 * assistant's answers, some likes and useful votes. Each set loads in one
 * transaction, through the features that own the rows; a question already
 * there (same seed key) is skipped with everything that belongs to it, so a
 * second load adds nothing. Loading notifies nobody and queues no AI answer.
 */
@Injectable()
export class SeedService {
  /** Loads run one after another, so two sets never lock the same members' rows in turn. */
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly users: UsersService,
    private readonly questions: QuestionsService,
    private readonly answers: AnswersService,
    private readonly votes: VotesService,
    private readonly events: EventsService,
  ) {}

  /** Loads one set; returns the members, questions and answers it added. */
  seed(name: SeedSetName): Promise<SeedCounts> {
    const next = this.running.then(() => this.load(SEED_SETS[name]));
    this.running = next.catch(() => undefined);
    return next;
  }

  private async load(set: SeedSet): Promise<SeedCounts> {
    const { participants, added } = await this.ensureMembers();
    const now = Date.now();
    const loaded = await this.db.transaction(async (tx) => {
      const counts = { questions: 0, answers: 0 };
      for (const [index, question] of set.questions.entries()) {
        const answers = await this.loadQuestion(
          tx,
          set,
          question,
          askedAt(now, question.key, index, set.questions.length, set.spanDays),
          now,
          participants,
        );
        if (answers === null) continue;
        counts.questions++;
        counts.answers += answers;
      }
      return counts;
    });
    if (loaded.questions > 0)
      this.events.emit('questions.seeded', { questions: loaded.questions });
    return { users: added, ...loaded };
  }

  /** Loads every set, in the order of SEED_SET_NAMES; returns the sums. */
  async seedAll(): Promise<SeedCounts> {
    const total: SeedCounts = { users: 0, questions: 0, answers: 0 };
    for (const name of SEED_SET_NAMES) {
      const counts = await this.seed(name);
      total.users += counts.users;
      total.questions += counts.questions;
      total.answers += counts.answers;
    }
    return total;
  }

  /** True when the site has no question at all, in either locale. */
  async isEmpty(): Promise<boolean> {
    const { en, fr } = await this.questions.countsByLocale();
    return en + fr === 0;
  }

  /**
   * Stores one question with its answers, likes and votes; returns how many
   * answers it added, or null when the question was already there.
   */
  private async loadQuestion(
    tx: Db,
    set: SeedSet,
    question: SeedQuestion,
    asked: Date,
    now: number,
    participants: Map<string, Participant>,
  ): Promise<number | null> {
    const asker = member(participants, question.askedBy);
    const questionId = await this.questions.createSeeded(
      {
        seedKey: question.key,
        locale: set.locale,
        title: question.title,
        content: question.content,
        language: question.language,
        targetLanguage: question.targetLanguage,
        authorId: asker.id,
        createdAt: asked,
      },
      tx,
    );
    if (questionId === null) return null;

    const everyone = [...participants.values()];
    const times = answeredAt(
      now,
      question.key,
      asked,
      question.answers.map((a) => (a.by === 'ai' ? 'ai' : 'member')),
    );
    for (const [i, answer] of question.answers.entries()) {
      const author =
        answer.by === 'ai' ? null : member(participants, answer.by);
      const answerId = await this.answers.createSeeded(
        {
          questionId,
          authorId: author?.id ?? null,
          content: answer.content,
          createdAt: times[i],
        },
        tx,
      );
      const voters = pickVoters(
        everyone,
        question.targetLanguage,
        author ? [author.username] : [],
        `${question.key}:voters:${i}`,
        usefulCount(question.key, i),
      );
      await this.votes.addSeededVotes(
        answerId,
        voters.map((v) => v.id),
        'useful',
        tx,
      );
    }

    const likers = pickVoters(
      everyone,
      question.targetLanguage,
      [asker.username],
      `${question.key}:likers`,
      likeCount(question.key),
    );
    await this.questions.addSeededLikes(
      questionId,
      likers.map((l) => l.id),
      tx,
    );
    return question.answers.length;
  }

  /**
   * Every demo member, created when missing. They get the hash of a random
   * secret that is thrown away, so nobody can sign in as them.
   */
  private async ensureMembers(): Promise<{
    participants: Map<string, Participant>;
    added: number;
  }> {
    let unusableHash: Promise<string> | undefined;
    const participants = new Map<string, Participant>();
    let added = 0;
    const now = Date.now();
    for (const seed of SEED_MEMBERS) {
      const email = seedMemberEmail(seed.username);
      const { user, created } = await this.users.findOrCreateSeeded(
        {
          email,
          username: seed.username,
          firstName: seed.firstName,
          lastName: seed.lastName,
          nativeLanguages: seed.nativeLanguages,
          learningLanguages: seed.learningLanguages,
          createdAt: joinedAt(now, seed),
        },
        () =>
          (unusableHash ??= hashPassword(
            randomBytes(32).toString('base64url'),
          )),
      );
      if (created) added++;
      participants.set(seed.username, {
        id: user.id,
        username: seed.username,
        languages: [...seed.nativeLanguages, ...seed.learningLanguages],
      });
    }
    return { participants, added };
  }
}

/** Demo members joined two to four months ago. */
function joinedAt(now: number, seed: SeedMember): Date {
  const days = 60 + Math.floor(fraction(`${seed.username}:joined`) * 60);
  return new Date(now - days * DAY);
}

function member(
  participants: Map<string, Participant>,
  username: string,
): Participant {
  const found = participants.get(username);
  if (!found)
    throw new Error(`the demo content names an unknown member: ${username}`);
  return found;
}
