import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/access.decorators';
import { User } from '../users/user';
import { VoteDto } from './dto/vote.dto';
import { VoteResult, VotesService } from './votes.service';

@ApiTags('votes')
@Controller()
export class VotesController {
  constructor(private readonly votes: VotesService) {}

  @Post('votes')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Toggle the signed-in user's like / useful / not_useful vote on an answer",
  })
  vote(@Body() dto: VoteDto, @CurrentUser() user: User): Promise<VoteResult> {
    return this.votes.toggle(user, dto.answerId, dto.type);
  }
}
