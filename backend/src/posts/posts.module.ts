import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { PostsController } from './posts.controller';
import { PostTranslationsService } from './post-translations.service';

@Module({
  imports: [AiModule],
  controllers: [PostsController],
  providers: [PostTranslationsService],
})
export class PostsModule {}
