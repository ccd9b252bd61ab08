import { ApiProperty } from '@nestjs/swagger';
import { VOTE_KINDS, type VoteKind } from '../../votes/vote-kinds';
import type { AnswerAuthor, AnswerView } from '../answer.views';
import {
  WRITING_DIRECTIONS,
  type WritingDirection,
} from '../../common/writing-direction';

/** The author of an answer with their standing; the AI assistant has no id. */
export class AnswerAuthorResponse implements AnswerAuthor {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Null for the AI assistant',
  })
  id: number | null;

  @ApiProperty({ type: String })
  username: string;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;

  @ApiProperty({ type: String, isArray: true, description: 'Language codes' })
  nativeLanguages: string[];

  @ApiProperty({ type: 'integer' })
  qualityPoints: number;

  @ApiProperty({ type: 'integer' })
  totalAnswers: number;

  @ApiProperty({ type: 'integer' })
  totalLikes: number;
}

/** An answer to a question. */
export class AnswerResponse implements AnswerView {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  questionId: number;

  @ApiProperty({ type: String })
  content: string;

  @ApiProperty({
    enum: WRITING_DIRECTIONS,
    enumName: 'WritingDirection',
    description:
      "How the answer is laid out (the element's dir): rtl when most letters of its start are of a right-to-left script, ltr when most are not, auto when it has no letters",
  })
  contentDir: WritingDirection;

  @ApiProperty({ type: Boolean, description: 'Written by the AI assistant' })
  isAI: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: 'integer' })
  useful: number;

  @ApiProperty({ type: 'integer' })
  notUseful: number;

  @ApiProperty({ type: 'integer' })
  likes: number;

  @ApiProperty({
    enum: VOTE_KINDS,
    enumName: 'VoteKind',
    isArray: true,
    description: "The viewer's own votes on this answer (empty for guests)",
  })
  myVotes: VoteKind[];

  @ApiProperty({
    type: Boolean,
    description:
      'Whether the viewer has a report on this answer still open (false for guests)',
  })
  reported: boolean;

  @ApiProperty({
    type: () => AnswerAuthorResponse,
    nullable: true,
    description: 'Null when the account was deleted',
  })
  user: AnswerAuthorResponse | null;
}
