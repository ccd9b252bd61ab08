import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/access.decorators';
import { User } from '../users/user';
import { CreateReportDto } from './dto/create-report.dto';
import { ReportsService } from './reports.service';

@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post('reports')
  @ApiOperation({ summary: 'Report a question or an answer to the moderators' })
  report(@Body() dto: CreateReportDto, @CurrentUser() user: User) {
    return this.reports.create(user, dto);
  }
}
