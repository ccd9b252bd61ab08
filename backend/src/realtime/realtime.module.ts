import { Module } from '@nestjs/common';
import { QuestionsModule } from '../questions/questions.module';
import { UsersModule } from '../users/users.module';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeStatus } from './realtime-status';

@Module({
  imports: [QuestionsModule, UsersModule],
  providers: [RealtimeGateway, RealtimeStatus],
  exports: [RealtimeStatus],
})
export class RealtimeModule {}
