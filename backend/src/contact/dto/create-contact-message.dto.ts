import { ApiProperty } from '@nestjs/swagger';
import { NoHiddenCharacters } from '../../common/dto/email-address';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { MinVisibleLength, TrimText } from '../../common/dto/trim-text';

export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  subject: { min: 5, max: 200 },
  message: { min: 20, max: 5000 },
  email: { max: 254 },
} as const;

/**
 * The contact form, validated as the client validates it (same messages); a
 * field of another type than a string is told so, as on every other route.
 */
export class CreateContactMessageDto {
  @ApiProperty({ minLength: 2, maxLength: 100 })
  @TrimText()
  @IsString({ message: 'name must be a string' })
  @MinVisibleLength(
    CONTACT_LIMITS.name.min,
    'Name must be at least 2 characters',
  )
  @MaxLength(CONTACT_LIMITS.name.max, {
    message: 'Name must be at most 100 characters',
  })
  name: string;

  @ApiProperty({ maxLength: 254 })
  @TrimText()
  @IsString({ message: 'email must be a string' })
  @MaxLength(CONTACT_LIMITS.email.max, {
    message: 'Please enter a valid email address',
  })
  @NoHiddenCharacters('Please enter a valid email address')
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ minLength: 5, maxLength: 200 })
  @TrimText()
  @IsString({ message: 'subject must be a string' })
  @MinVisibleLength(
    CONTACT_LIMITS.subject.min,
    'Subject must be at least 5 characters',
  )
  @MaxLength(CONTACT_LIMITS.subject.max, {
    message: 'Subject must be at most 200 characters',
  })
  subject: string;

  @ApiProperty({ minLength: 20, maxLength: 5000 })
  @TrimText()
  @IsString({ message: 'message must be a string' })
  @MinVisibleLength(
    CONTACT_LIMITS.message.min,
    'Message must be at least 20 characters',
  )
  @MaxLength(CONTACT_LIMITS.message.max, {
    message: 'Message must be at most 5000 characters',
  })
  message: string;
}
