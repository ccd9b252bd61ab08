import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_TYPES } from '../../users/user';
import type { TranslatorStats } from '../plan-limits.service';

/** The member's plan, today's usage and the plan's limits. */
export class TranslatorStatsResponse implements TranslatorStats {
  @ApiProperty({ enum: ACCOUNT_TYPES, enumName: 'AccountType' })
  account_type: TranslatorStats['account_type'];

  @ApiProperty({
    type: 'integer',
    description: 'Translations made today (as translations_used)',
  })
  translations_today: number;

  @ApiProperty({ type: 'integer', description: 'Translations made today' })
  translations_used: number;

  @ApiProperty({ type: 'integer', description: 'Translations per UTC day' })
  daily_limit: number;

  @ApiProperty({ type: 'integer', description: 'Characters per request' })
  char_limit: number;

  @ApiProperty({ type: Boolean })
  can_use_advanced: boolean;
}
