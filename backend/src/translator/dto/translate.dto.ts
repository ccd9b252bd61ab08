import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { ShowsSomething, TrimText } from '../../common/dto/trim-text';
import { TRANSLATOR_LANGUAGES } from '../translator-languages';

const LANGUAGES = `one of: ${TRANSLATOR_LANGUAGES.join(', ')}`;

export class TranslateDto {
  @ApiProperty({
    description:
      'the text; the plan decides the longest allowed (500 or 5,000 characters)',
  })
  @TrimText()
  @IsString({ message: 'text must be a string' })
  @Matches(/\S/, { message: 'text must not be empty' })
  @MaxLength(20_000, { message: 'text is too long' })
  text: string;

  @ApiProperty({ enum: TRANSLATOR_LANGUAGES })
  @IsIn(TRANSLATOR_LANGUAGES, {
    message: `source_language must be ${LANGUAGES}`,
  })
  source_language: string;

  @ApiProperty({ enum: TRANSLATOR_LANGUAGES })
  @IsIn(TRANSLATOR_LANGUAGES, {
    message: `target_language must be ${LANGUAGES}`,
  })
  target_language: string;

  @ApiPropertyOptional({
    default: false,
    description: 'address a woman (feminine forms)',
  })
  @IsOptional()
  @IsBoolean({ message: 'feminine_mode must be true or false' })
  feminine_mode?: boolean;
}

export class TtsDto {
  @ApiProperty({ maxLength: 1000, description: 'at most 1,000 characters' })
  @TrimText()
  @IsString({ message: 'text must be a string' })
  @Matches(/\S/, { message: 'text must not be empty' })
  @MaxLength(20_000, { message: 'text is too long' })
  text: string;

  @ApiProperty({ enum: TRANSLATOR_LANGUAGES })
  @IsIn(TRANSLATOR_LANGUAGES, { message: `language must be ${LANGUAGES}` })
  language: string;
}

export class FavoriteDto {
  @ApiProperty({ maxLength: 5000 })
  @IsString({ message: 'source_text must be a string' })
  @ShowsSomething('source_text must not be empty')
  @MaxLength(5000, {
    message: 'source_text must be at most 5000 characters long',
  })
  source_text: string;

  @ApiProperty({ maxLength: 10_000 })
  @IsString({ message: 'target_text must be a string' })
  @ShowsSomething('target_text must not be empty')
  @MaxLength(10_000, {
    message: 'target_text must be at most 10000 characters long',
  })
  target_text: string;

  @ApiPropertyOptional({ maxLength: 10_000 })
  @IsOptional()
  @IsString({ message: 'arabic_script must be a string' })
  @MaxLength(10_000, {
    message: 'arabic_script must be at most 10000 characters long',
  })
  arabic_script?: string;

  @ApiProperty({ enum: TRANSLATOR_LANGUAGES })
  @IsIn(TRANSLATOR_LANGUAGES, {
    message: `source_language must be ${LANGUAGES}`,
  })
  source_language: string;

  @ApiProperty({ enum: TRANSLATOR_LANGUAGES })
  @IsIn(TRANSLATOR_LANGUAGES, {
    message: `target_language must be ${LANGUAGES}`,
  })
  target_language: string;

  @ApiProperty({ enum: ['standard', 'advanced', 'offline'] })
  @IsIn(['standard', 'advanced', 'offline'], {
    message: 'engine must be one of: standard, advanced, offline',
  })
  engine: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'feminine_mode must be true or false' })
  feminine_mode?: boolean;
}
