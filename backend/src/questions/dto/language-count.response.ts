import { ApiProperty } from '@nestjs/swagger';

/** How many questions of a locale are about one target language. */
export class LanguageCountResponse {
  @ApiProperty({ type: String, description: 'A language code' })
  targetLanguage: string;

  @ApiProperty({ type: 'integer' })
  count: number;
}
