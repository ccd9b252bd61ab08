import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { AiModule } from '../ai/ai.module';
import { RealtimeModule } from '../realtime/realtime.module';

@Module({
  imports: [
    TerminusModule.forRoot({ logger: false }),
    AiModule,
    RealtimeModule,
  ],
  controllers: [HealthController],
})
export class HealthModule {}
