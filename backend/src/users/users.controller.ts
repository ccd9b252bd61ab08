import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UsersService } from './users.service';
import { toPublicUser } from './user.views';
import {
  CommunityStatsResponse,
  LanguageCommunityResponse,
} from './dto/community.response';
import { DirectoryQueryDto } from './dto/directory-query.dto';
import { PublicUserResponse } from './dto/user.response';

/** The members page. Signed-in users only (guests are sent to sign in). French forms share the code path. */
@ApiTags('users')
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get(['users/public', 'fr/users/public'])
  @ApiOperation({ summary: 'Members, newest first (public fields only)' })
  @ApiOkResponse({ type: PublicUserResponse, isArray: true })
  async directory(
    @Query() query: DirectoryQueryDto,
  ): Promise<PublicUserResponse[]> {
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
  @ApiOkResponse({ type: PublicUserResponse, isArray: true })
  async topContributors(): Promise<PublicUserResponse[]> {
    return (await this.users.findTopContributors()).map(toPublicUser);
  }

  @Get(['users/communities', 'fr/users/communities'])
  @ApiOperation({
    summary: 'Native speakers and learners of each of the 12 languages',
  })
  @ApiOkResponse({ type: LanguageCommunityResponse, isArray: true })
  communities(): Promise<LanguageCommunityResponse[]> {
    return this.users.communities();
  }

  @Get(['stats', 'fr/stats'])
  @ApiOperation({ summary: 'The four figures of the members page' })
  @ApiOkResponse({ type: CommunityStatsResponse })
  stats(): Promise<CommunityStatsResponse> {
    return this.users.stats();
  }
}
