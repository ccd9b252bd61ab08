import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { TakesNoBody } from '../common/no-body.guard';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AiService } from '../ai/ai.service';
import { AnswersService } from '../answers/answers.service';
import { AdminOnly, CurrentUser } from '../auth/access.decorators';
import { Locale } from '../common/languages';
import { RequestLocale } from '../common/locale.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { QuestionsService } from '../questions/questions.service';
import { ReportsService } from '../reports/reports.service';
import { publicOrigin } from '../common/public-origin';
import { SitemapService } from '../seo/sitemap.service';
import { SeedCountsResponse } from '../seed/dto/seed-counts.response';
import { SeedService } from '../seed/seed.service';
import { QuestionResponse } from '../questions/dto/question.response';
import { ReportResponse } from '../reports/dto/report.response';
import { AdminUserResponse } from '../users/dto/user.response';
import { User } from '../users/user';
import { UsersService } from '../users/users.service';
import { AdminService } from './admin.service';
import { AdminStatsResponse } from './dto/admin-stats.response';
import { AuditEntryResponse } from './dto/audit-entry.response';
import {
  ADMIN_QUESTIONS_PAGE,
  ADMIN_REPORTS_PAGE,
  ADMIN_USERS_PAGE,
  AdminQuestionsQueryDto,
  AdminReportsQueryDto,
  AdminUsersQueryDto,
  AuditQueryDto,
  SetAdminDto,
  SetPlanDto,
} from './dto/admin-requests.dto';

/** The header that carries a paged list's total. */
const TOTAL_COUNT_HEADER = {
  'X-Total-Count': {
    description: 'How many there are in all pages',
    schema: { type: 'integer' },
  },
};

@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly users: UsersService,
    private readonly questions: QuestionsService,
    private readonly answers: AnswersService,
    private readonly reports: ReportsService,
    private readonly seeds: SeedService,
    private readonly sitemap: SitemapService,
    private readonly ai: AiService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('users')
  @ApiOperation({
    summary:
      'Members with their e-mail, plan and counts, newest first; `search` matches username or e-mail. The total is in X-Total-Count.',
  })
  @ApiOkResponse({
    type: AdminUserResponse,
    isArray: true,
    headers: TOTAL_COUNT_HEADER,
  })
  async listUsers(
    @Query() query: AdminUsersQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminUserResponse[]> {
    const page = await this.admin.listUsers(
      query.search || null,
      query.limit ?? ADMIN_USERS_PAGE,
      query.offset ?? 0,
    );
    res.setHeader('X-Total-Count', String(page.total));
    return page.users;
  }

  @Patch('users/:id/admin')
  @ApiOperation({ summary: 'Make a member an admin, or remove admin rights' })
  @ApiOkResponse({ type: AdminUserResponse })
  setAdmin(
    @Param('id', new ParseIdPipe('User')) id: number,
    @Body() dto: SetAdminDto,
    @CurrentUser() actor: User,
  ): Promise<AdminUserResponse> {
    return this.admin.setAdmin(actor, id, dto.isAdmin);
  }

  @Patch('users/:id/plan')
  @ApiOperation({ summary: "Change a member's plan (free, basic, pro)" })
  @ApiOkResponse({ type: AdminUserResponse })
  setPlan(
    @Param('id', new ParseIdPipe('User')) id: number,
    @Body() dto: SetPlanDto,
    @CurrentUser() actor: User,
  ): Promise<AdminUserResponse> {
    return this.admin.setPlan(actor, id, dto.plan);
  }

  @Delete('users/:id')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Delete a member: their posts stay under "deleted user", their votes and likes go',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  async deleteUser(
    @Param('id', new ParseIdPipe('User')) id: number,
    @CurrentUser() actor: User,
  ): Promise<void> {
    await this.admin.deleteUser(actor, id);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Site figures for the admin panel' })
  @ApiOkResponse({ type: AdminStatsResponse })
  async stats(): Promise<AdminStatsResponse> {
    const [community, questions, answers, openReports, calls] =
      await Promise.all([
        this.users.stats(),
        this.questions.countsByLocale(),
        this.answers.counts(),
        this.reports.countOpen(),
        this.ai.recentCalls(),
      ]);
    return {
      totalUsers: community.totalUsers,
      totalEnQuestions: questions.en,
      totalFrQuestions: questions.fr,
      totalAnswers: answers.total,
      aiAnswers: answers.ai,
      openReports,
      assistant: { ...this.ai.status(), calls },
    };
  }

  @Get(['questions', 'fr/questions'])
  @ApiOperation({
    summary:
      'Questions of a locale for moderation, newest first; 50 unless `limit` says fewer. The total is in X-Total-Count.',
  })
  @ApiOkResponse({
    type: QuestionResponse,
    isArray: true,
    headers: TOTAL_COUNT_HEADER,
  })
  async listQuestions(
    @RequestLocale() locale: Locale,
    @Query() query: AdminQuestionsQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<QuestionResponse[]> {
    const page = await this.questions.findPageForList({
      locale,
      limit: query.limit ?? ADMIN_QUESTIONS_PAGE,
      offset: query.offset ?? 0,
    });
    res.setHeader('X-Total-Count', String(page.pagination.total));
    return page.questions;
  }

  @Delete(['questions/:id', 'fr/questions/:id'])
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a question with its answers, votes, likes and reports',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  async deleteQuestion(
    @Param('id', new ParseIdPipe('Question')) id: number,
    @RequestLocale() locale: Locale,
    @CurrentUser() actor: User,
  ): Promise<void> {
    await this.admin.deleteQuestion(actor, id, locale);
  }

  @Delete('answers/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an answer with its votes and reports' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async deleteAnswer(
    @Param('id', new ParseIdPipe('Answer')) id: number,
    @CurrentUser() actor: User,
  ): Promise<void> {
    await this.admin.deleteAnswer(actor, id);
  }

  @Get('reports')
  @ApiOperation({
    summary:
      'Open reports, newest first; 100 unless `limit` says fewer. The total is in X-Total-Count.',
  })
  @ApiOkResponse({
    type: ReportResponse,
    isArray: true,
    headers: TOTAL_COUNT_HEADER,
  })
  async listReports(
    @Query() query: AdminReportsQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportResponse[]> {
    const page = await this.reports.listOpen(
      query.limit ?? ADMIN_REPORTS_PAGE,
      query.offset ?? 0,
    );
    res.setHeader('X-Total-Count', String(page.total));
    return page.reports;
  }

  @Post('reports/:id/dismiss')
  @TakesNoBody()
  @HttpCode(204)
  @ApiOperation({ summary: 'Dismiss a report' })
  @ApiNoContentResponse({ description: 'Dismissed' })
  async dismissReport(
    @Param('id', new ParseIdPipe('Report')) id: number,
    @CurrentUser() actor: User,
  ): Promise<void> {
    await this.admin.dismissReport(actor, id);
  }

  @Post('reports/:id/delete-item')
  @TakesNoBody()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete the reported question or answer (the report goes with it)',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  async deleteReportedItem(
    @Param('id', new ParseIdPipe('Report')) id: number,
    @CurrentUser() actor: User,
  ): Promise<void> {
    await this.admin.deleteReportedItem(actor, id);
  }

  @Post('seed')
  @TakesNoBody()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Load the general questions (idempotent: a second run adds nothing)',
  })
  @ApiOkResponse({ type: SeedCountsResponse })
  seedGeneral(@CurrentUser() actor: User): Promise<SeedCountsResponse> {
    return this.seed(actor, 'general');
  }

  @Post('seed-darija')
  @TakesNoBody()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Load the Darija questions in English (idempotent)',
  })
  @ApiOkResponse({ type: SeedCountsResponse })
  seedDarija(@CurrentUser() actor: User): Promise<SeedCountsResponse> {
    return this.seed(actor, 'darija');
  }

  @Post('seed-darija-french')
  @TakesNoBody()
  @HttpCode(200)
  @ApiOperation({ summary: 'Load the Darija questions in French (idempotent)' })
  @ApiOkResponse({ type: SeedCountsResponse })
  seedDarijaFrench(@CurrentUser() actor: User): Promise<SeedCountsResponse> {
    return this.seed(actor, 'darija-french');
  }

  @Get('sitemap')
  @ApiOperation({ summary: 'The sitemap, downloaded as sitemap.xml' })
  @ApiOkResponse({
    description: 'The sitemap, as an attachment',
    content: { 'application/xml': { schema: { type: 'string' } } },
  })
  async downloadSitemap(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() actor: User,
  ): Promise<void> {
    // Generated from the database now, with every other instance's questions.
    this.sitemap.forget();
    const xml = (await this.sitemap.xml(publicOrigin(this.config, req)))!;
    await this.admin.record(actor, 'sitemap.generate', 'sitemap');
    res
      .type('application/xml')
      .setHeader('Content-Disposition', 'attachment; filename="sitemap.xml"')
      .setHeader('Cache-Control', 'no-store')
      .send(xml);
  }

  @Get('audit')
  @ApiOperation({
    summary:
      'The admin actions log, newest first. The total is in X-Total-Count.',
  })
  @ApiOkResponse({
    type: AuditEntryResponse,
    isArray: true,
    headers: TOTAL_COUNT_HEADER,
  })
  async audit(
    @Query() query: AuditQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuditEntryResponse[]> {
    const page = await this.admin.auditLog(
      query.limit ?? 50,
      query.offset ?? 0,
    );
    res.setHeader('X-Total-Count', String(page.total));
    return page.entries;
  }

  private async seed(actor: User, set: 'general' | 'darija' | 'darija-french') {
    const added = await this.seeds.seed(set);
    await this.admin.record(actor, `seed.${set}`, 'seed', null, { ...added });
    return added;
  }
}
