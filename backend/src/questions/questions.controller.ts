import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../auth/access.decorators';
import { Locale } from '../common/languages';
import { RequestLocale } from '../common/locale.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../users/user';
import { CreateQuestionDto } from './dto/create-question.dto';
import { ListQuestionsDto } from './dto/list-questions.dto';
import { QuestionView } from './question.views';
import { QuestionPage, QuestionsService } from './questions.service';

/** English questions under /api/questions, French ones under /api/fr/questions: one code path. */
@ApiTags('questions')
@Controller()
export class QuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @Get(['questions', 'fr/questions'])
  @Public()
  @ApiOperation({
    summary: 'A page of questions: newest first, or by relevance with search',
  })
  list(
    @Query() query: ListQuestionsDto,
    @RequestLocale() locale: Locale,
    @CurrentUser() viewer?: User,
  ): Promise<QuestionPage> {
    return this.questions.findPageForList({
      ...query,
      locale,
      viewerId: viewer?.id ?? null,
    });
  }

  @Get(['questions/:id', 'fr/questions/:id'])
  @Public()
  @ApiOperation({ summary: 'One question' })
  one(
    @Param('id', new ParseIdPipe('Question')) id: number,
    @RequestLocale() locale: Locale,
    @CurrentUser() viewer?: User,
  ): Promise<QuestionView> {
    return this.questions.findOneForLocale(id, locale, viewer?.id ?? null);
  }

  @Post(['questions', 'fr/questions'])
  @ApiOperation({ summary: 'Ask a question (signed-in)' })
  create(
    @Body() dto: CreateQuestionDto,
    @RequestLocale() locale: Locale,
    @CurrentUser() user: User,
  ) {
    return this.questions.create(user, dto, locale);
  }

  @Post(['questions/:id/like', 'fr/questions/:id/like'])
  @HttpCode(200)
  @ApiOperation({
    summary: 'Like or unlike a question (toggle); returns the new count',
  })
  like(
    @Param('id', new ParseIdPipe('Question')) id: number,
    @RequestLocale() locale: Locale,
    @CurrentUser() user: User,
  ) {
    return this.questions.toggleLike(user, id, locale);
  }

  @Get(['language-counts', 'fr/language-counts'])
  @Public()
  @ApiOperation({ summary: 'Questions per target language in this locale' })
  languageCounts(@RequestLocale() locale: Locale) {
    return this.questions.languageCounts(locale);
  }
}
