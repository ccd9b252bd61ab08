import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { FavoritesRepository } from './favorites.repository';
import { FavoritesService } from './favorites.service';
import { PlanLimitsService } from './plan-limits.service';
import { SpeechService } from './speech/speech.service';
import { TtsAudioRepository } from './speech/tts-audio.repository';
import { TranslationUsageRepository } from './translation-usage.repository';
import { TranslatorController } from './translator.controller';
import { TranslatorRepository } from './translator.repository';
import { TranslatorService } from './translator.service';

@Module({
  imports: [AiModule],
  controllers: [TranslatorController],
  providers: [
    TranslatorService,
    PlanLimitsService,
    FavoritesService,
    SpeechService,
    TranslatorRepository,
    TranslationUsageRepository,
    FavoritesRepository,
    TtsAudioRepository,
  ],
  exports: [PlanLimitsService],
})
export class TranslatorModule {}
