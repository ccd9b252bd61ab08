import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { TranslatorModule } from '../translator/translator.module';
import { PostsController } from './posts.controller';
import { PostTranslationsService } from './post-translations.service';

@Module({
  imports: [AiModule, TranslatorModule],
  controllers: [PostsController],
  providers: [PostTranslationsService],
})
export class PostsModule {}
