import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MinVisibleLength,
  NoDirectionOverride,
  TrimText,
} from '../../common/dto/trim-text';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SITE_LANGUAGES } from '../../common/languages';

export class CreateQuestionDto {
  @ApiProperty({ minLength: 5, maxLength: 200 })
  @TrimText()
  @IsString({ message: 'title must be a string' })
  @MinVisibleLength(5, 'title must be at least 5 characters long')
  @MaxLength(200, { message: 'title must be at most 200 characters long' })
  @NoDirectionOverride('title')
  title: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @TrimText()
  @IsString({ message: 'content must be a string' })
  @MaxLength(5000, { message: 'content must be at most 5000 characters long' })
  @NoDirectionOverride('content')
  content?: string;

  @ApiPropertyOptional({
    type: Number,
    description: 'ignored: the author is always the signed-in user',
  })
  @IsOptional()
  userId?: unknown;

  @ApiProperty({
    enum: SITE_LANGUAGES,
    description: "the asker's native language",
  })
  @IsIn(SITE_LANGUAGES, {
    message: `language must be one of: ${SITE_LANGUAGES.join(', ')}`,
  })
  language: string;

  @ApiProperty({
    enum: SITE_LANGUAGES,
    description: 'the language the question is about',
  })
  @IsIn(SITE_LANGUAGES, {
    message: `targetLanguage must be one of: ${SITE_LANGUAGES.join(', ')}`,
  })
  targetLanguage: string;
}
