import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_TYPES, type AccountType } from '../user';
import type {
  AdminUserView,
  PublicUserView,
  SessionUserView,
} from '../user.views';

/** The signed-in member's own view of their account. */
export class SessionUserResponse implements SessionUserView {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String, format: 'email' })
  email: string;

  @ApiProperty({ type: String })
  username: string;

  @ApiProperty({ type: String, nullable: true })
  first_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  last_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  profile_image_url: string | null;

  @ApiProperty({ type: Boolean })
  isAdmin: boolean;

  @ApiProperty({ type: String, isArray: true, description: 'Language codes' })
  nativeLanguages: string[];

  @ApiProperty({ type: String, isArray: true, description: 'Language codes' })
  learningLanguages: string[];

  @ApiProperty({ enum: ACCOUNT_TYPES, enumName: 'AccountType' })
  account_type: AccountType;
}

/** What any signed-in member may see of another: never an e-mail. */
export class PublicUserResponse implements PublicUserView {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String })
  username: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;

  @ApiProperty({ type: Boolean })
  isAdmin: boolean;

  @ApiProperty({ type: String, isArray: true, description: 'Language codes' })
  nativeLanguages: string[];

  @ApiProperty({ type: String, isArray: true, description: 'Language codes' })
  learningLanguages: string[];

  @ApiProperty({ type: 'integer' })
  totalAnswers: number;
}

/** A member as the admin list shows them: with e-mail, plan and sign-up date. */
export class AdminUserResponse
  extends PublicUserResponse
  implements AdminUserView
{
  @ApiProperty({ type: String, format: 'email' })
  email: string;

  @ApiProperty({ enum: ACCOUNT_TYPES, enumName: 'AccountType' })
  accountType: AccountType;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}
