import { ApiProperty } from '@nestjs/swagger';
import type { SeedCounts } from '../seed.service';

/** Rows a load added (zero each when the set was loaded before). */
export class SeedCountsResponse implements SeedCounts {
  @ApiProperty({ type: 'integer' })
  users: number;

  @ApiProperty({ type: 'integer' })
  questions: number;

  @ApiProperty({ type: 'integer' })
  answers: number;
}
