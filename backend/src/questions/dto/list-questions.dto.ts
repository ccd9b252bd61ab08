import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
} from 'class-validator';
import { SITE_LANGUAGES } from '../../common/languages';

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export class ListQuestionsDto {
  @ApiPropertyOptional({ default: PAGE_SIZE, description: 'capped at 50' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  limit?: number;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must not be negative' })
  offset?: number;

  @ApiPropertyOptional({
    description: 'words, "phrases", -excluded; accents and case ignored',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'search must be at most 1000 characters long' })
  search?: string;

  @ApiPropertyOptional({
    enum: SITE_LANGUAGES,
    description: 'the target language',
  })
  @IsOptional()
  @IsIn(SITE_LANGUAGES, {
    message: `language must be one of: ${SITE_LANGUAGES.join(', ')}`,
  })
  language?: string;
}
