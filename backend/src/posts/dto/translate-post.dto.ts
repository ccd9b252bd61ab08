import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidationOptions,
} from 'class-validator';
import { canonicalPostLanguage, postLanguageMessage } from '../post-languages';
import { WholeNumber } from '../../common/dto/whole-number';
import { TrimText } from '../../common/dto/trim-text';

export const MAX_TRANSLATE_CHARS = 5000;
const MAX_ID = 2_147_483_647;

/** A language from the fixed list (a code or its English name; Auto-detect where allowed). */
function IsPostLanguage(
  field: string,
  allowAuto: boolean,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPostLanguage',
      validator: {
        validate: (value: unknown) =>
          canonicalPostLanguage(value, allowAuto) !== undefined,
        defaultMessage: () => postLanguageMessage(field, allowAuto),
      },
    },
    options,
  );
}

const hasPostId = (dto: TranslatePostDto) =>
  (dto.questionId ?? dto.answerId ?? null) !== null;

export class TranslatePostDto {
  @ApiPropertyOptional({
    maxLength: MAX_TRANSLATE_CHARS,
    description:
      'the text to translate; required without a post id, ignored with one (the stored post is translated)',
  })
  @ValidateIf(
    (dto: TranslatePostDto) => dto.text !== undefined || !hasPostId(dto),
  )
  @TrimText()
  @IsString({ message: 'text must be a string' })
  @Matches(/\S/, { message: 'text must not be empty' })
  @MaxLength(MAX_TRANSLATE_CHARS, {
    message: `text must be at most ${MAX_TRANSLATE_CHARS} characters long`,
  })
  text?: string;

  @ApiProperty({
    example: 'dz',
    description: "a language code, its English name, or 'Auto-detect'",
  })
  @IsPostLanguage('fromLanguage', true)
  fromLanguage: string;

  @ApiProperty({
    example: 'English',
    description: 'a language code or its English name',
  })
  @IsPostLanguage('toLanguage', false)
  toLanguage: string;

  @ApiPropertyOptional({
    description: 'translate this question (its stored title and text)',
  })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: 'questionId must be an integer' })
  @Min(1, { message: 'questionId must be a positive integer' })
  @Max(MAX_ID, { message: 'questionId must be a positive integer' })
  questionId?: number;

  @ApiPropertyOptional({
    description: 'translate this answer (its stored text)',
  })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: 'answerId must be an integer' })
  @Min(1, { message: 'answerId must be a positive integer' })
  @Max(MAX_ID, { message: 'answerId must be a positive integer' })
  answerId?: number;
}
