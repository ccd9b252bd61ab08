import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_TYPES, type AccountType } from '../../users/user';

/** What one plan gives a member. */
export class PlanResponse {
  @ApiProperty({ enum: ACCOUNT_TYPES, enumName: 'AccountType' })
  plan!: AccountType;

  @ApiProperty({ type: 'integer', description: 'Translations per UTC day' })
  translationsPerDay!: number;

  @ApiProperty({
    type: 'integer',
    description: 'Characters per translation',
  })
  charactersPerTranslation!: number;

  @ApiProperty({ type: Boolean, description: 'Advanced (Gemini) mode' })
  advancedMode!: boolean;
}

/** The plans and the limits every member shares, as this server is configured. */
export class PlansResponse {
  @ApiProperty({ type: [PlanResponse] })
  plans!: PlanResponse[];

  @ApiProperty({
    type: 'integer',
    description: 'Translations per UTC day without an account',
  })
  guestTranslationsPerDay!: number;

  @ApiProperty({
    type: 'integer',
    description: "AI assistant answers to a member's questions per UTC day",
  })
  aiAnswersPerDay!: number;

  @ApiProperty({
    type: 'integer',
    description: 'Characters read aloud per request',
  })
  speechMaxCharacters!: number;
}
