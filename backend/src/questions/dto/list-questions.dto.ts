import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SITE_LANGUAGES } from '../../common/languages';
import { PageQueryDto } from '../../common/dto/page-query.dto';

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

/** `limit` (default 20, capped at 50 by the service), `offset`, `search`, `language`. */
export class ListQuestionsDto extends PageQueryDto {
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
