import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { AnswersModule } from '../answers/answers.module';
import { QuestionsModule } from '../questions/questions.module';
import { TranslatorModule } from '../translator/translator.module';
import { PostsController } from './posts.controller';
import { PostTranslationsRepository } from './post-translations.repository';
import { PostTranslationsService } from './post-translations.service';

@Module({
  imports: [AiModule, TranslatorModule, QuestionsModule, AnswersModule],
  controllers: [PostsController],
  providers: [PostTranslationsService, PostTranslationsRepository],
})
export class PostsModule {}
