import { ApiProperty } from '@nestjs/swagger';
import type { EngineName, TranslationResult } from '../translator.service';
import type { TranslationHistoryEntry } from '../translator.repository';

/** Every translation engine, named in each response. */
export const ENGINE_NAMES = Object.keys({
  standard: true,
  advanced: true,
  offline: true,
} satisfies Record<EngineName, true>) as EngineName[];

/** A translation and the engine that produced it. */
export class TranslationResponse implements TranslationResult {
  @ApiProperty({ type: String })
  translation: string;

  @ApiProperty({
    type: String,
    description:
      'The Arabic-script version; empty when the target is not written in Arabic script',
  })
  arabic_script: string;

  @ApiProperty({ enum: ENGINE_NAMES, enumName: 'TranslationEngine' })
  engine: EngineName;

  @ApiProperty({ type: Boolean, description: 'Served from the cache' })
  cached: boolean;
}

/** One translation of a member's history. */
export class TranslationHistoryItemResponse implements TranslationHistoryEntry {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String })
  source_text: string;

  @ApiProperty({ type: String })
  translation: string;

  @ApiProperty({ type: String })
  arabic_script: string;

  @ApiProperty({ type: String, description: 'A translator language code' })
  source_language: string;

  @ApiProperty({ type: String, description: 'A translator language code' })
  target_language: string;

  @ApiProperty({
    type: String,
    description: 'The engine that produced it (standard, advanced or offline)',
  })
  engine: string;

  @ApiProperty({ type: Boolean })
  feminine_mode: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at: Date;
}
