import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  AccountEmail,
  NoHiddenCharacters,
} from '../../common/dto/email-address';
import { TrimText } from '../../common/dto/trim-text';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { SITE_LANGUAGES } from '../../common/languages';
import { IsNotCommonPassword } from '../common-passwords';

/**
 * What a name may not hold: control characters, and the direction
 * embeddings, overrides and isolates, with which a name shows otherwise than
 * it is written (an override turns "evil" into "live", and the last name
 * after it). Direction marks and joiners, which some scripts need, may stay.
 */
export const NAME_CHARACTERS = /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u;

const trim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

export class RegisterDto {
  @ApiProperty({
    example: 'amina@example.com',
    description:
      'stored trimmed, in lower case and composed (NFC); no invisible or direction characters',
  })
  @AccountEmail()
  @IsString({ message: 'email must be a string' })
  @MaxLength(254, { message: 'email must be at most 254 characters long' })
  @NoHiddenCharacters(
    'email must not contain invisible or text-direction characters',
  )
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @ApiProperty({ minLength: 8, maxLength: 128 })
  @IsString({ message: 'password must be a string' })
  @MinLength(8, { message: 'password must be at least 8 characters long' })
  @MaxLength(128, { message: 'password must be at most 128 characters long' })
  @IsNotCommonPassword()
  password: string;

  @ApiProperty({
    example: 'amina_l',
    description: '3-30 Latin letters (a-z), digits, _ . -',
  })
  @Transform(trim)
  @IsString({ message: 'username must be a string' })
  @Matches(/^[A-Za-z0-9_.-]{3,30}$/, {
    message:
      'username must be 3-30 characters: Latin letters (a-z), digits, _ . or -',
  })
  username: string;

  @ApiPropertyOptional()
  @IsOptional()
  @TrimText()
  @IsString()
  @MaxLength(60, { message: 'firstName must be at most 60 characters long' })
  @Matches(NAME_CHARACTERS, {
    message: 'firstName must not contain control or text-direction characters',
  })
  firstName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @TrimText()
  @IsString()
  @MaxLength(60, { message: 'lastName must be at most 60 characters long' })
  @Matches(NAME_CHARACTERS, {
    message: 'lastName must not contain control or text-direction characters',
  })
  lastName?: string;

  @ApiPropertyOptional({ enum: SITE_LANGUAGES, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(12)
  @IsIn(SITE_LANGUAGES, {
    each: true,
    message: `nativeLanguages must contain only: ${SITE_LANGUAGES.join(', ')}`,
  })
  nativeLanguages?: string[];

  @ApiPropertyOptional({ enum: SITE_LANGUAGES, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(12)
  @IsIn(SITE_LANGUAGES, {
    each: true,
    message: `learningLanguages must contain only: ${SITE_LANGUAGES.join(', ')}`,
  })
  learningLanguages?: string[];
}
