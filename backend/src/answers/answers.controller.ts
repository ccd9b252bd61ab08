import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Public } from '../auth/access.decorators';
import { Locale } from '../common/languages';
import { RequestLocale } from '../common/locale.decorator';
import { RateLimited } from '../common/rate-limit.guard';
import {
  answerAsRepeat,
  countNewPost,
  REPEAT_WINDOW_MINUTES,
} from '../common/repeated-posts';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../users/user';
import { AnswersService } from './answers.service';
import { AnswerResponse } from './dto/answer.response';
import { CreateAnswerDto } from './dto/create-answer.dto';

@ApiTags('answers')
@Controller()
export class AnswersController {
  constructor(private readonly answers: AnswersService) {}

  @Get(['questions/:id/answers', 'fr/questions/:id/answers'])
  @Public()
  @ApiOperation({ summary: "A question's answers, oldest first" })
  @ApiOkResponse({ type: AnswerResponse, isArray: true })
  listForQuestion(
    @Param('id', new ParseIdPipe('Question')) id: number,
    @RequestLocale() locale: Locale,
    @CurrentUser() viewer?: User,
  ): Promise<AnswerResponse[]> {
    return this.answers.listForQuestion(id, locale, viewer?.id ?? null);
  }

  @Post(['answers', 'fr/answers'])
  @RateLimited('answer')
  @ApiOperation({
    summary: 'Answer a question (signed-in; at least 10 characters)',
  })
  @ApiCreatedResponse({ type: AnswerResponse })
  @ApiOkResponse({
    type: AnswerResponse,
    description: `The same answer from the same member to the same question within ${REPEAT_WINDOW_MINUTES} minutes (a double submit or a retry): the one already stored, not stored again`,
  })
  async create(
    @Body() dto: CreateAnswerDto,
    @RequestLocale() locale: Locale,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AnswerResponse> {
    const { answer, repeated } = await this.answers.create(
      user,
      dto.questionId,
      dto.content,
      locale,
      () => countNewPost(res),
    );
    if (repeated) answerAsRepeat(res);
    return answer;
  }
}
