import { Module } from '@nestjs/common';
import { AnswersController } from '../answers/answers.controller';
import { AnswersService } from '../answers/answers.service';
import { ReportsController } from '../reports/reports.controller';
import { ReportsService } from '../reports/reports.service';
import { UsersModule } from '../users/users.module';
import { VotesController } from '../votes/votes.controller';
import { VotesService } from '../votes/votes.service';
import { QuestionsController } from './questions.controller';
import { QuestionsService } from './questions.service';

/** The community: questions with their answers, votes and reports. */
@Module({
  imports: [UsersModule],
  controllers: [
    QuestionsController,
    AnswersController,
    VotesController,
    ReportsController,
  ],
  providers: [QuestionsService, AnswersService, VotesService, ReportsService],
  exports: [QuestionsService, AnswersService, ReportsService],
})
export class QuestionsModule {}
