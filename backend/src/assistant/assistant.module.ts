import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { AnswersModule } from '../answers/answers.module';
import { QuestionsModule } from '../questions/questions.module';
import { AiAnswerUsageRepository } from './ai-answer-usage.repository';
import { AssistantAnswersService } from './assistant-answers.service';

/** The AI assistant's answers to new questions, as background jobs. */
@Module({
  imports: [AiModule, QuestionsModule, AnswersModule],
  providers: [AssistantAnswersService, AiAnswerUsageRepository],
  exports: [AssistantAnswersService],
})
export class AssistantModule {}
