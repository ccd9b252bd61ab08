import { Module } from '@nestjs/common';
import { QuestionsController } from './questions.controller';
import { QuestionsRepository } from './questions.repository';
import { QuestionsService } from './questions.service';
import { SearchOrderCache } from './search-order-cache';

/** Questions in both locales: list, search, ask, like, language counts. */
@Module({
  controllers: [QuestionsController],
  providers: [QuestionsService, QuestionsRepository, SearchOrderCache],
  exports: [QuestionsService, SearchOrderCache],
})
export class QuestionsModule {}
