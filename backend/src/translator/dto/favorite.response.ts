import { ApiProperty } from '@nestjs/swagger';
import type { Favorite } from '../favorites.repository';

/** A saved translation. */
export class FavoriteResponse implements Favorite {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String })
  source_text: string;

  @ApiProperty({ type: String })
  target_text: string;

  @ApiProperty({ type: String, description: 'Empty when there is none' })
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
