import { ApiProperty } from '@nestjs/swagger';

/** A question, an answer or a text, translated. */
export class PostTranslationResponse {
  @ApiProperty({ type: String })
  translation: string;

  @ApiProperty({
    type: Boolean,
    description: 'Served from the cache (not counted against the daily limit)',
  })
  cached: boolean;
}
