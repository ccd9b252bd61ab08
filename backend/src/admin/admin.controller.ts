import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/access.decorators';
import { Locale } from '../common/languages';
import { RequestLocale } from '../common/locale.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AnswersService } from '../answers/answers.service';
import { QuestionsService } from '../questions/questions.service';
import { ReportsService } from '../reports/reports.service';
import { UsersService } from '../users/users.service';
import { AiService } from '../ai/ai.service';
import { AdminUserView, toAdminUser } from '../users/user.views';

const ADMIN_USER_LIST_LIMIT = 500;
const ADMIN_QUESTION_LIST_LIMIT = 50;

@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminController {
  constructor(
    private readonly users: UsersService,
    private readonly questions: QuestionsService,
    private readonly answers: AnswersService,
    private readonly reports: ReportsService,
    private readonly ai: AiService,
  ) {}

  @Get('users')
  @ApiOperation({
    summary: 'Members with their e-mail, newest first (admins only)',
  })
  async listUsers(): Promise<AdminUserView[]> {
    return (
      await this.users.findPageForDirectory(ADMIN_USER_LIST_LIMIT, 0)
    ).map(toAdminUser);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Site figures for the admin panel' })
  async stats() {
    const [community, questions, answers, openReports] = await Promise.all([
      this.users.stats(),
      this.questions.countsByLocale(),
      this.answers.counts(),
      this.reports.countOpen(),
    ]);
    return {
      totalUsers: community.totalUsers,
      totalEnQuestions: questions.en,
      totalFrQuestions: questions.fr,
      totalAnswers: answers.total,
      aiAnswers: answers.ai,
      openReports,
      assistant: this.ai.status(),
    };
  }

  @Get(['questions', 'fr/questions'])
  @ApiOperation({ summary: 'Latest questions of a locale, for moderation' })
  async listQuestions(@RequestLocale() locale: Locale) {
    const page = await this.questions.findPageForList({
      locale,
      limit: ADMIN_QUESTION_LIST_LIMIT,
      offset: 0,
    });
    return page.questions;
  }

  @Delete(['questions/:id', 'fr/questions/:id'])
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a question with its answers, votes, likes and reports',
  })
  async deleteQuestion(
    @Param('id', new ParseIdPipe('Question')) id: number,
    @RequestLocale() locale: Locale,
  ) {
    await this.questions.deleteById(id, locale);
  }

  @Get('reports')
  @ApiOperation({ summary: 'Open reports, newest first' })
  listReports() {
    return this.reports.listOpen();
  }

  @Post('reports/:id/dismiss')
  @HttpCode(204)
  @ApiOperation({ summary: 'Dismiss a report' })
  async dismissReport(@Param('id', new ParseIdPipe('Report')) id: number) {
    await this.reports.dismiss(id);
  }
}
