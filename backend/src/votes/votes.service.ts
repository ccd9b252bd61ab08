import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { VoteKind } from '../answers/answer.views';
import { Locale } from '../common/languages';
import { EventsService } from '../events/events.service';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';

export interface VoteResult {
  answerId: number;
  useful: number;
  notUseful: number;
  likes: number;
  myVotes: VoteKind[];
}

const COUNTER: Record<VoteKind, string> = {
  like: 'likes',
  useful: 'useful',
  not_useful: 'not_useful',
};
const OPPOSITE: Partial<Record<VoteKind, VoteKind>> = {
  useful: 'not_useful',
  not_useful: 'useful',
};
/** What a vote is worth to the answer's author. */
const QUALITY: Record<VoteKind, number> = {
  like: 0,
  useful: 1,
  not_useful: -1,
};

@Injectable()
export class VotesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventsService,
    private readonly users: UsersService,
  ) {}

  /**
   * Toggles the user's vote of a kind on an answer. useful and not_useful
   * exclude each other. Counters change in the same transaction, one row
   * update at a time, so concurrent votes from many users count exactly.
   */
  async toggle(
    user: User,
    answerId: number,
    kind: VoteKind,
  ): Promise<VoteResult> {
    const { result, locale, questionId } = await this.dataSource
      .transaction(async (tx) => {
        const [answer] = await tx.query(
          'SELECT a.user_id, a.question_id, q.locale FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.id = $1',
          [answerId],
        );
        if (!answer) throw new NotFoundException('Answer not found');
        const added = await this.add(tx, user.id, answerId, kind);
        if (!added)
          await this.remove(tx, user.id, answerId, kind, answer.user_id);
        else {
          if (answer.user_id !== null)
            await this.credit(tx, answer.user_id, kind, 1);
          const opposite = OPPOSITE[kind];
          if (opposite)
            await this.remove(tx, user.id, answerId, opposite, answer.user_id);
        }
        const [counts] = await tx.query(
          'SELECT useful, not_useful, likes FROM answers WHERE id = $1',
          [answerId],
        );
        const mine: { kind: VoteKind }[] = await tx.query(
          'SELECT kind FROM answer_votes WHERE answer_id = $1 AND user_id = $2 ORDER BY kind',
          [answerId, user.id],
        );
        return {
          locale: answer.locale as Locale,
          questionId: answer.question_id as number,
          result: {
            answerId,
            useful: counts.useful,
            notUseful: counts.not_useful,
            likes: counts.likes,
            myVotes: mine.map((m) => m.kind),
          },
        };
      })
      .catch((error: { driverError?: { code?: string } }) => {
        // The answer was deleted (with its question) while the vote was being written.
        if (error.driverError?.code === '23503')
          throw new NotFoundException('Answer not found');
        throw error;
      });
    this.events.emit('answer.votes', {
      locale,
      questionId,
      answerId,
      useful: result.useful,
      notUseful: result.notUseful,
      likes: result.likes,
    });
    return result;
  }

  private async add(
    tx: EntityManager,
    userId: number,
    answerId: number,
    kind: VoteKind,
  ): Promise<boolean> {
    const inserted = await tx.query(
      'INSERT INTO answer_votes (user_id, answer_id, kind) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
      [userId, answerId, kind],
    );
    if (inserted.length === 0) return false;
    await tx.query(
      `UPDATE answers SET ${COUNTER[kind]} = ${COUNTER[kind]} + 1 WHERE id = $1`,
      [answerId],
    );
    return true;
  }

  private async remove(
    tx: EntityManager,
    userId: number,
    answerId: number,
    kind: VoteKind,
    authorId: number | null,
  ): Promise<void> {
    const [deleted] = await tx.query(
      'DELETE FROM answer_votes WHERE user_id = $1 AND answer_id = $2 AND kind = $3 RETURNING 1',
      [userId, answerId, kind],
    );
    if (deleted.length === 0) return;
    await tx.query(
      `UPDATE answers SET ${COUNTER[kind]} = GREATEST(${COUNTER[kind]} - 1, 0) WHERE id = $1`,
      [answerId],
    );
    if (authorId !== null) await this.credit(tx, authorId, kind, -1);
  }

  private credit(
    tx: EntityManager,
    authorId: number,
    kind: VoteKind,
    sign: 1 | -1,
  ): Promise<void> {
    return this.users.adjustCounters(tx, authorId, {
      likes: kind === 'like' ? sign : 0,
      quality: QUALITY[kind] * sign,
    });
  }
}
