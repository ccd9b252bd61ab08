import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Equals,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { WholeNumber } from '../../common/dto/whole-number';
import {
  MinVisibleLength,
  NoDirectionOverride,
  TrimText,
} from '../../common/dto/trim-text';

export const ANSWER_MIN_LENGTH = 10;

export class CreateAnswerDto {
  @ApiProperty()
  @WholeNumber()
  @IsInt({ message: 'questionId must be a question id' })
  @Min(1, { message: 'questionId must be a question id' })
  @Max(2_147_483_647, { message: 'questionId must be a question id' })
  questionId: number;

  @ApiProperty({ minLength: ANSWER_MIN_LENGTH, maxLength: 5000 })
  @TrimText()
  @IsString({ message: 'content must be a string' })
  @MinVisibleLength(
    ANSWER_MIN_LENGTH,
    'Your answer must be at least 10 characters long',
    'Please enter an answer',
  )
  @MaxLength(5000, { message: 'content must be at most 5000 characters long' })
  @NoDirectionOverride('content')
  content: string;

  @ApiPropertyOptional({
    type: Number,
    description: 'ignored: the author is always the signed-in user',
  })
  @IsOptional()
  userId?: unknown;

  @ApiPropertyOptional({
    description: 'must be false: only the AI assistant posts AI answers',
  })
  @IsOptional()
  @Equals(false, {
    message: 'isAI must be false: only the AI assistant posts AI answers',
  })
  isAI?: boolean;
}
