import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { BoundedPageQuery } from '../../common/dto/page-query.dto';
import { MAX_PAGE_SIZE } from '../../questions/dto/list-questions.dto';
import { ACCOUNT_TYPES, AccountType } from '../../users/user';

export const ADMIN_USERS_PAGE = 50;
export const ADMIN_USERS_MAX_PAGE = 200;

/** Long enough for a whole e-mail address (254 characters at most). */
export const ADMIN_USERS_SEARCH_MAX = 254;

export class AdminUsersQueryDto extends BoundedPageQuery(ADMIN_USERS_MAX_PAGE) {
  @ApiPropertyOptional({
    description: 'part of a username or e-mail',
    maxLength: ADMIN_USERS_SEARCH_MAX,
  })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(ADMIN_USERS_SEARCH_MAX, {
    message: `search must be at most ${ADMIN_USERS_SEARCH_MAX} characters long`,
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  search?: string;
}

/** The moderation list's page when none is asked for: its largest. */
export const ADMIN_QUESTIONS_PAGE = MAX_PAGE_SIZE;

/** A page of a locale's questions for moderation: `limit` 1 to 50, `offset`. */
export class AdminQuestionsQueryDto extends BoundedPageQuery(MAX_PAGE_SIZE) {}

export class AuditQueryDto extends BoundedPageQuery(200) {}

/** The open reports' page when none is asked for: its largest. */
export const ADMIN_REPORTS_PAGE = 100;

/** A page of the open reports: `limit` 1 to 100, `offset`. */
export class AdminReportsQueryDto extends BoundedPageQuery(
  ADMIN_REPORTS_PAGE,
) {}

export class SetAdminDto {
  @ApiProperty()
  @IsBoolean({ message: 'isAdmin must be true or false' })
  isAdmin: boolean;
}

export class SetPlanDto {
  @ApiProperty({ enum: ACCOUNT_TYPES })
  @IsIn(ACCOUNT_TYPES, {
    message: `plan must be one of: ${ACCOUNT_TYPES.join(', ')}`,
  })
  plan: AccountType;
}
