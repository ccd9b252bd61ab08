import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { IsNotCommonPassword } from '../common-passwords';

/** A signed-in member's new password, with the current one as proof. */
export class ChangePasswordDto {
  @ApiProperty({ maxLength: 128 })
  @IsString({ message: 'currentPassword must be a string' })
  @IsNotEmpty({ message: 'currentPassword is required' })
  @MaxLength(128, {
    message: 'currentPassword must be at most 128 characters long',
  })
  currentPassword: string;

  @ApiProperty({
    minLength: 8,
    maxLength: 128,
    description: 'Same rules as at registration; common passwords are refused',
  })
  @IsString({ message: 'newPassword must be a string' })
  @MinLength(8, { message: 'newPassword must be at least 8 characters long' })
  @MaxLength(128, {
    message: 'newPassword must be at most 128 characters long',
  })
  @IsNotCommonPassword()
  newPassword: string;
}
