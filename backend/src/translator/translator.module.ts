import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { FavoritesService } from './favorites.service';
import { PlanLimitsService } from './plan-limits.service';
import { SpeechService } from './speech/speech.service';
import { TranslatorController } from './translator.controller';
import { TranslatorService } from './translator.service';

@Module({
  imports: [AiModule],
  controllers: [TranslatorController],
  providers: [
    TranslatorService,
    PlanLimitsService,
    FavoritesService,
    SpeechService,
  ],
  exports: [PlanLimitsService],
})
export class TranslatorModule {}
