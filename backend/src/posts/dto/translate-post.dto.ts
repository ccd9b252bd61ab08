import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
} from 'class-validator';

export const MAX_TRANSLATE_CHARS = 5000;

export class TranslatePostDto {
  @ApiProperty({ maxLength: MAX_TRANSLATE_CHARS })
  @IsString({ message: 'text must be a string' })
  @IsNotEmpty({ message: 'text must not be empty' })
  @MaxLength(MAX_TRANSLATE_CHARS, {
    message: `text must be at most ${MAX_TRANSLATE_CHARS} characters long`,
  })
  text: string;

  @ApiProperty({
    example: 'dz',
    description: "a language code or name, or 'Auto-detect'",
  })
  @IsString({ message: 'fromLanguage must be a string' })
  @IsNotEmpty({ message: 'fromLanguage must not be empty' })
  @MaxLength(32)
  fromLanguage: string;

  @ApiProperty({ example: 'English' })
  @IsString({ message: 'toLanguage must be a string' })
  @IsNotEmpty({ message: 'toLanguage must not be empty' })
  @MaxLength(32)
  toLanguage: string;

  @ApiPropertyOptional({ description: 'the question translated, for caching' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  questionId?: number;

  @ApiPropertyOptional({ description: 'the answer translated, for caching' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  answerId?: number;
}
