import { Module } from '@nestjs/common';
import { QuestionsModule } from '../questions/questions.module';
import { UsersModule } from '../users/users.module';
import { AdminController } from './admin.controller';
import { AiModule } from '../ai/ai.module';

@Module({
  imports: [UsersModule, QuestionsModule, AiModule],
  controllers: [AdminController],
})
export class AdminModule {}
