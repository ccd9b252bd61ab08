import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/access.decorators';
import { UsersService } from '../users/users.service';
import { AdminUserView, toAdminUser } from '../users/user.views';

const ADMIN_USER_LIST_LIMIT = 500;

@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminController {
  constructor(private readonly users: UsersService) {}

  @Get('users')
  @ApiOperation({
    summary: 'Members with their e-mail, newest first (admins only)',
  })
  async listUsers(): Promise<AdminUserView[]> {
    return (
      await this.users.findPageForDirectory(ADMIN_USER_LIST_LIMIT, 0)
    ).map(toAdminUser);
  }
}
