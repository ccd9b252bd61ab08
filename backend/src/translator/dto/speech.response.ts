import { ApiProperty } from '@nestjs/swagger';
import type { SpeechResult } from '../speech/speech.service';

const SPEECH_ENGINES = Object.keys({
  openai: true,
  offline: true,
} satisfies Record<SpeechResult['engine'], true>) as SpeechResult['engine'][];

/** Where to fetch a text read aloud. */
export class SpeechResponse implements SpeechResult {
  @ApiProperty({
    type: String,
    description: 'The audio file, under /api/translator/audio/',
  })
  audio_url: string;

  @ApiProperty({ enum: SPEECH_ENGINES, enumName: 'SpeechEngine' })
  engine: SpeechResult['engine'];

  @ApiProperty({
    type: Boolean,
    description: 'The file was stored already (free of charge)',
  })
  cached: boolean;
}
