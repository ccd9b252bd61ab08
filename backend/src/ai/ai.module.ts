import { Module } from '@nestjs/common';
import { AiProviderCallsRepository } from './ai-provider-calls.repository';
import { AiService } from './ai.service';

/** Owns the AI provider clients and their call records; exposes task functions through AiService. */
@Module({
  providers: [AiService, AiProviderCallsRepository],
  exports: [AiService],
})
export class AiModule {}
