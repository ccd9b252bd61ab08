import { Module } from '@nestjs/common';
import { TEXT_TRANSLATOR, TextTranslator } from '../posts/text-translator';

const noProvider: TextTranslator = {
  available: false,
  translate: () => Promise.reject(new Error('no AI provider is configured')),
};

@Module({
  providers: [{ provide: TEXT_TRANSLATOR, useValue: noProvider }],
  exports: [TEXT_TRANSLATOR],
})
export class AiModule {}
