import { Module } from '@nestjs/common';
import { QuestionsModule } from '../questions/questions.module';
import { AnswersController } from './answers.controller';
import { AnswersRepository } from './answers.repository';
import { AnswersService } from './answers.service';

/** Answers to questions, the members' and the AI assistant's. */
@Module({
  imports: [QuestionsModule],
  controllers: [AnswersController],
  providers: [AnswersService, AnswersRepository],
  exports: [AnswersService],
})
export class AnswersModule {}
