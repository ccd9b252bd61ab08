import { Injectable, NotFoundException } from '@nestjs/common';
import { AnswersService } from '../answers/answers.service';
import { Database, Db, isForeignKeyViolation } from '../database/db';
import { EventsService } from '../events/events.service';
import { User } from '../users/user';
import { VoteKind } from './vote-kinds';
import { VOTE_MEMBER_KEY, VotesRepository } from './votes.repository';
import { ApiError, notFound, signInRequired } from '../common/http-error';

export interface VoteResult {
  answerId: number;
  useful: number;
  notUseful: number;
  likes: number;
  myVotes: VoteKind[];
}

const OPPOSITE: Partial<Record<VoteKind, VoteKind>> = {
  useful: 'not_useful',
  not_useful: 'useful',
};

function answerNotFound(): NotFoundException {
  return notFound('Answer');
}

@Injectable()
export class VotesService {
  constructor(
    private readonly repo: VotesRepository,
    private readonly db: Database,
    private readonly answers: AnswersService,
    private readonly events: EventsService,
  ) {}

  /** The answers a member has a vote on (see announceCounts). */
  answersVotedBy(userId: number): Promise<number[]> {
    return this.repo.answersVotedBy(this.db, userId);
  }

  /**
   * Tells each answer's viewers its counts as they are now, for the answers
   * still there: after votes went without a vote request (their member was
   * deleted).
   */
  async announceCounts(answerIds: number[]): Promise<void> {
    if (answerIds.length === 0) return;
    for (const counts of await this.repo.countsOf(this.db, answerIds))
      this.events.emit('answer.votes', counts);
  }

  /**
   * Votes of one kind from members on an answer of the demo content; returns
   * how many were added (a vote already given is skipped). Nobody is
   * notified; counters follow by trigger.
   */
  async addSeededVotes(
    answerId: number,
    userIds: readonly number[],
    kind: VoteKind,
    tx?: Db,
  ): Promise<number> {
    let added = 0;
    for (const userId of userIds)
      if (await this.repo.insertVote(tx ?? this.db, userId, answerId, kind))
        added++;
    return added;
  }

  /**
   * Toggles the member's vote of a kind on an answer; useful and not_useful
   * exclude each other. Counters move by trigger with each vote row really
   * added or removed, so concurrent votes from many members count exactly.
   * Authors cannot vote on their own answers (403): a vote is someone else's
   * judgement, and it moves the author's quality points and likes.
   */
  async toggle(
    user: User,
    answerId: number,
    kind: VoteKind,
  ): Promise<VoteResult> {
    const placement = await this.answers.findPlacement(answerId);
    if (!placement) throw answerNotFound();
    if (placement.userId === user.id)
      throw new ApiError(
        403,
        'own_answer_vote',
        'You cannot vote on your own answer',
      );
    const tally = await this.db
      .retryingTransaction(async (tx) => {
        await this.repo.lockVotesOf(tx, user.id, answerId);
        const added = await this.repo.insertVote(tx, user.id, answerId, kind);
        if (!added) await this.repo.deleteVote(tx, user.id, answerId, kind);
        const opposite = OPPOSITE[kind];
        if (added && opposite)
          await this.repo.deleteVote(tx, user.id, answerId, opposite);
        return this.repo.tally(tx, answerId, user.id);
      })
      .catch((error: unknown) => {
        // The member's account was deleted while the vote was being written.
        if (isForeignKeyViolation(error, VOTE_MEMBER_KEY))
          throw signInRequired();
        // The answer was.
        if (isForeignKeyViolation(error)) throw answerNotFound();
        throw error;
      });
    if (!tally) throw answerNotFound();
    const result: VoteResult = { answerId, ...tally };
    this.events.emit('answer.votes', {
      locale: placement.locale,
      questionId: placement.questionId,
      answerId,
      useful: result.useful,
      notUseful: result.notUseful,
      likes: result.likes,
    });
    this.events.emit('answer.voted-by', {
      userId: user.id,
      answerId,
      myVotes: result.myVotes,
    });
    return result;
  }
}
