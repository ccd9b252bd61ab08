import { Module } from '@nestjs/common';
import { QuestionsModule } from '../questions/questions.module';
import { SitemapController } from './sitemap.controller';
import { SitemapService } from './sitemap.service';

/** What crawlers read: the sitemap. */
@Module({
  imports: [QuestionsModule],
  controllers: [SitemapController],
  providers: [SitemapService],
  exports: [SitemapService],
})
export class SeoModule {}
