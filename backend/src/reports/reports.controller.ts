import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/access.decorators';
import { RateLimited } from '../common/rate-limit.guard';
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
  ): Promise<ReportCreatedResponse> {
    return this.reports.create(user, dto);
  }
}
