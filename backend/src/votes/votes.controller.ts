import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/access.decorators';
import { RateLimited } from '../common/rate-limit.guard';
import { User } from '../users/user';
import { VoteResultResponse } from './dto/vote-result.response';
import { VoteDto } from './dto/vote.dto';
import { VotesService } from './votes.service';

@ApiTags('votes')
@Controller()
export class VotesController {
  constructor(private readonly votes: VotesService) {}

  @Post('votes')
  @HttpCode(200)
  @RateLimited('vote')
  @ApiOperation({
    summary:
      "Toggle the signed-in user's like / useful / not_useful vote on an answer",
  })
  @ApiOkResponse({ type: VoteResultResponse })
  vote(
    @Body() dto: VoteDto,
    @CurrentUser() user: User,
  ): Promise<VoteResultResponse> {
    return this.votes.toggle(user, dto.answerId, dto.type);
  }
}
