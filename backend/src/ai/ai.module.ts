import { Module } from '@nestjs/common';
import { AiService } from './ai.service';

/** Owns the AI provider clients; exposes task functions through AiService. */
@Module({
  providers: [AiService],
  exports: [AiService],
})
export class AiModule {}
