import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { TrimText } from '../../common/dto/trim-text';
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
  @ApiProperty()
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
  @ApiProperty()
  @IsString()
  @Matches(/\S/, { message: 'source_text must not be empty' })
  @MaxLength(5000)
  source_text: string;

  @ApiProperty()
  @IsString()
  @Matches(/\S/, { message: 'target_text must not be empty' })
  @MaxLength(10_000)
  target_text: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
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
    message: 'engine must be standard, advanced or offline',
  })
  engine: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  feminine_mode?: boolean;
}
