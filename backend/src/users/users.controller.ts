import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CommunityStats,
  LanguageCommunity,
  UsersService,
} from './users.service';
import { PublicUserView, toPublicUser } from './user.views';
import { DirectoryQueryDto } from './dto/directory-query.dto';

/** The members page. Signed-in users only (guests are sent to sign in). French forms share the code path. */
@ApiTags('users')
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get(['users/public', 'fr/users/public'])
  @ApiOperation({ summary: 'Members, newest first (public fields only)' })
  async directory(
    @Query() query: DirectoryQueryDto,
  ): Promise<PublicUserView[]> {
    const members = await this.users.findPageForDirectory(
      query.limit ?? 50,
      query.offset ?? 0,
    );
    return members.map(toPublicUser);
  }

  @Get(['users/top-contributors', 'fr/users/top-contributors'])
  @ApiOperation({
    summary: 'Members with at least one answer, most answers first, at most 10',
  })
  async topContributors(): Promise<PublicUserView[]> {
    return (await this.users.findTopContributors()).map(toPublicUser);
  }

  @Get(['users/communities', 'fr/users/communities'])
  @ApiOperation({
    summary: 'Native speakers and learners of each of the 12 languages',
  })
  communities(): Promise<LanguageCommunity[]> {
    return this.users.communities();
  }

  @Get(['stats', 'fr/stats'])
  @ApiOperation({ summary: 'The four figures of the members page' })
  stats(): Promise<CommunityStats> {
    return this.users.stats();
  }
}
