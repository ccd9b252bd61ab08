import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module';
import { QuestionsModule } from '../questions/questions.module';
import { ReportsModule } from '../reports/reports.module';
import { UsersModule } from '../users/users.module';
import { AdminController } from './admin.controller';
import { AiModule } from '../ai/ai.module';

@Module({
  imports: [
    UsersModule,
    QuestionsModule,
    AnswersModule,
    ReportsModule,
    AiModule,
  ],
  controllers: [AdminController],
})
export class AdminModule {}
