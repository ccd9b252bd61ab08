import { ApiProperty } from '@nestjs/swagger';
import { VOTE_KINDS, type VoteKind } from '../vote-kinds';
import type { VoteResult } from '../votes.service';

/** An answer's counts after a vote, and the voter's votes on it. */
export class VoteResultResponse implements VoteResult {
  @ApiProperty({ type: 'integer' })
  answerId: number;

  @ApiProperty({ type: 'integer' })
  useful: number;

  @ApiProperty({ type: 'integer' })
  notUseful: number;

  @ApiProperty({ type: 'integer' })
  likes: number;

  @ApiProperty({ enum: VOTE_KINDS, enumName: 'VoteKind', isArray: true })
  myVotes: VoteKind[];
}
