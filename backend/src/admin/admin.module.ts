import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { AnswersModule } from '../answers/answers.module';
import { QuestionsModule } from '../questions/questions.module';
import { ReportsModule } from '../reports/reports.module';
import { SeedModule } from '../seed/seed.module';
import { SeoModule } from '../seo/seo.module';
import { UsersModule } from '../users/users.module';
import { VotesModule } from '../votes/votes.module';
import { AdminAuditRepository } from './admin-audit.repository';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

/** Moderation, user management, seeding and the sitemap download, for admins only. */
@Module({
  imports: [
    UsersModule,
    QuestionsModule,
    AnswersModule,
    VotesModule,
    ReportsModule,
    SeedModule,
    SeoModule,
    AiModule,
  ],
  controllers: [AdminController],
  providers: [AdminService, AdminAuditRepository],
})
export class AdminModule {}
