import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module';
import { QuestionsModule } from '../questions/questions.module';
import { UsersModule } from '../users/users.module';
import { VotesModule } from '../votes/votes.module';
import { FirstStartSeeding } from './first-start-seeding';
import { SeedService } from './seed.service';

/** The curated demo content: loaded by admins, and on the first start of the embedded database. */
@Module({
  imports: [UsersModule, QuestionsModule, AnswersModule, VotesModule],
  providers: [SeedService, FirstStartSeeding],
  exports: [SeedService],
})
export class SeedModule {}
