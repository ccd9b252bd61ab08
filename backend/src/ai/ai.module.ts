import { Module } from '@nestjs/common';
import { TEXT_TRANSLATOR, TextTranslator } from '../posts/text-translator';
import { AiService } from './ai.service';

/** Owns the AI provider clients; exposes task functions through AiService. */
@Module({
  providers: [
    AiService,
    {
      provide: TEXT_TRANSLATOR,
      inject: [AiService],
      useFactory: (ai: AiService): TextTranslator => ({
        get available() {
          return ai.status().enabled;
        },
        translate: async (text, from, to) =>
          (await ai.translate(text, from, to)).translation,
      }),
    },
  ],
  exports: [AiService, TEXT_TRANSLATOR],
})
export class AiModule {}
