import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module';
import { VotesController } from './votes.controller';
import { VotesRepository } from './votes.repository';
import { VotesService } from './votes.service';

/** Members' like / useful / not useful votes on answers. */
@Module({
  imports: [AnswersModule],
  controllers: [VotesController],
  providers: [VotesService, VotesRepository],
  exports: [VotesService],
})
export class VotesModule {}
