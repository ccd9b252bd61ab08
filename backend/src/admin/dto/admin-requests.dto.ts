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
import { ACCOUNT_TYPES, AccountType } from '../../users/user';

export const ADMIN_USERS_PAGE = 50;
export const ADMIN_USERS_MAX_PAGE = 200;

export class AdminUsersQueryDto extends BoundedPageQuery(ADMIN_USERS_MAX_PAGE) {
  @ApiPropertyOptional({ description: 'part of a username or e-mail' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters long' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  search?: string;
}

export class AuditQueryDto extends BoundedPageQuery(200) {}

export class SetAdminDto {
  @ApiProperty()
  @IsBoolean({ message: 'isAdmin must be true or false' })
  isAdmin: boolean;
}

export class SetPlanDto {
  @ApiProperty({ enum: ACCOUNT_TYPES })
  @IsIn(ACCOUNT_TYPES, {
    message: `plan must be one of ${ACCOUNT_TYPES.join(', ')}`,
  })
  plan: AccountType;
}
