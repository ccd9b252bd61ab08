import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { AnswersModule } from '../answers/answers.module';
import { QuestionsModule } from '../questions/questions.module';
import { AiAnswerUsageRepository } from './ai-answer-usage.repository';
import { AssistantAnswersService } from './assistant-answers.service';
import { AssistantController } from './assistant.controller';

/** The AI assistant's answers to new questions, as background jobs, and whether it answers at all. */
@Module({
  imports: [AiModule, QuestionsModule, AnswersModule],
  controllers: [AssistantController],
  providers: [AssistantAnswersService, AiAnswerUsageRepository],
  exports: [AssistantAnswersService],
})
export class AssistantModule {}
