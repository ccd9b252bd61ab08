import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { WholeNumber } from '../../common/dto/whole-number';
import { TrimText } from '../../common/dto/trim-text';

export const REPORT_REASONS = [
  'spam',
  'offensive',
  'off-topic',
  'other',
] as const;

export class CreateReportDto {
  @ApiPropertyOptional({
    description: 'the reported question (or give answerId)',
  })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: 'questionId must be a question id' })
  @Min(1, { message: 'questionId must be a question id' })
  @Max(2_147_483_647, { message: 'questionId must be a question id' })
  questionId?: number;

  @ApiPropertyOptional({
    description: 'the reported answer (or give questionId)',
  })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: 'answerId must be an answer id' })
  @Min(1, { message: 'answerId must be an answer id' })
  @Max(2_147_483_647, { message: 'answerId must be an answer id' })
  answerId?: number;

  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS, {
    message: `reason must be one of: ${REPORT_REASONS.join(', ')}`,
  })
  reason: (typeof REPORT_REASONS)[number];

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @TrimText()
  @IsString({ message: 'details must be a string' })
  @MaxLength(1000, { message: 'details must be at most 1000 characters long' })
  details?: string;
}
