import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { VOTE_KINDS, VoteKind } from '../vote-kinds';
import { WholeNumber } from '../../common/dto/whole-number';

export class VoteDto {
  @ApiProperty()
  @WholeNumber()
  @IsInt({ message: 'answerId must be an answer id' })
  @Min(1, { message: 'answerId must be an answer id' })
  @Max(2_147_483_647, { message: 'answerId must be an answer id' })
  answerId: number;

  @ApiProperty({ enum: VOTE_KINDS })
  @IsIn(VOTE_KINDS, {
    message: 'type must be one of: like, useful, not_useful',
  })
  type: VoteKind;

  @ApiPropertyOptional({
    type: Number,
    description: 'ignored: the vote is always the signed-in user’s',
  })
  @IsOptional()
  userId?: unknown;
}
