import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { TakesNoBody } from '../common/no-body.guard';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
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
import { CreateQuestionDto } from './dto/create-question.dto';
import { LanguageCountResponse } from './dto/language-count.response';
import { ListQuestionsDto } from './dto/list-questions.dto';
import {
  QuestionLikeResponse,
  QuestionPageResponse,
  AskedQuestionResponse,
  QuestionDetailResponse,
} from './dto/question.response';
import { QuestionsService } from './questions.service';

/** English questions under /api/questions, French ones under /api/fr/questions: one code path. */
@ApiTags('questions')
@Controller()
export class QuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @Get(['questions', 'fr/questions'])
  @Public()
  @RateLimited('search')
  @ApiOperation({
    summary: 'A page of questions: newest first, or by relevance with search',
  })
  @ApiOkResponse({ type: QuestionPageResponse })
  list(
    @Query() query: ListQuestionsDto,
    @RequestLocale() locale: Locale,
    @CurrentUser() viewer?: User,
  ): Promise<QuestionPageResponse> {
    return this.questions.findPageForList({
      ...query,
      locale,
      viewerId: viewer?.id ?? null,
    });
  }

  @Get(['questions/:id', 'fr/questions/:id'])
  @Public()
  @ApiOperation({ summary: 'One question' })
  @ApiOkResponse({ type: QuestionDetailResponse })
  one(
    @Param('id', new ParseIdPipe('Question')) id: number,
    @RequestLocale() locale: Locale,
    @CurrentUser() viewer?: User,
  ): Promise<QuestionDetailResponse> {
    return this.questions.findForPage(id, locale, viewer?.id ?? null);
  }

  @Post(['questions', 'fr/questions'])
  @RateLimited('ask')
  @ApiOperation({ summary: 'Ask a question (signed-in)' })
  @ApiCreatedResponse({ type: AskedQuestionResponse })
  @ApiOkResponse({
    type: AskedQuestionResponse,
    description: `The same question from the same member within ${REPEAT_WINDOW_MINUTES} minutes (a double submit or a retry): the one already stored, not stored again`,
  })
  async create(
    @Body() dto: CreateQuestionDto,
    @RequestLocale() locale: Locale,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AskedQuestionResponse> {
    const { question, repeated, assistantAnswering } =
      await this.questions.create(user, dto, locale, () => countNewPost(res));
    if (repeated) answerAsRepeat(res);
    return { ...question, assistantAnswering };
  }

  @Post(['questions/:id/like', 'fr/questions/:id/like'])
  @TakesNoBody()
  @HttpCode(200)
  @RateLimited('vote')
  @ApiOperation({
    summary: 'Like or unlike a question (toggle); returns the new count',
  })
  @ApiOkResponse({ type: QuestionLikeResponse })
  like(
    @Param('id', new ParseIdPipe('Question')) id: number,
    @RequestLocale() locale: Locale,
    @CurrentUser() user: User,
  ): Promise<QuestionLikeResponse> {
    return this.questions.toggleLike(user, id, locale);
  }

  @Get(['language-counts', 'fr/language-counts'])
  @Public()
  @ApiOperation({ summary: 'Questions per target language in this locale' })
  @ApiOkResponse({ type: LanguageCountResponse, isArray: true })
  languageCounts(
    @RequestLocale() locale: Locale,
  ): Promise<LanguageCountResponse[]> {
    return this.questions.languageCounts(locale);
  }
}
