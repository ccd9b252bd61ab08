import { Body, Controller, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../auth/access.decorators';
import { RateLimited } from '../common/rate-limit.guard';
import { countNewPost } from '../common/repeated-posts';
import { User } from '../users/user';
import { CreateReportDto } from './dto/create-report.dto';
import { ReportCreatedResponse } from './dto/report.response';
import { ReportsService } from './reports.service';

@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post('reports')
  @RateLimited('report')
  @ApiOperation({ summary: 'Report a question or an answer to the moderators' })
  @ApiCreatedResponse({ type: ReportCreatedResponse })
  report(
    @Body() dto: CreateReportDto,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportCreatedResponse> {
    return this.reports.create(user, dto, () => countNewPost(res));
  }
}
