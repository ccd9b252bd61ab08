import { ApiProperty } from '@nestjs/swagger';
import type { AssistantStatus, ProviderCalls } from '../ai.service';
import {
  AI_TASKS,
  type AiTask,
  type ProviderName,
} from '../providers/provider';

/** Every AI provider the app can use. */
export const PROVIDER_NAMES = Object.keys({
  openai: true,
  gemini: true,
} satisfies Record<ProviderName, true>) as ProviderName[];

type AiProviders = AssistantStatus['providers'];

/** Which AI providers have keys. */
export class AiProvidersResponse implements AiProviders {
  @ApiProperty({ type: Boolean })
  openai: boolean;

  @ApiProperty({ type: Boolean })
  gemini: boolean;
}

/** What a provider's last failed call was for and why it failed. */
export class ProviderFailureResponse {
  @ApiProperty({ enum: AI_TASKS, enumName: 'AiTask' })
  task: AiTask;

  @ApiProperty({
    type: String,
    description: 'As the app logged it, e.g. "OpenAI answered 429"',
  })
  reason: string;
}

/** A configured provider's recent calls, from every instance, without the failure's reason. */
export class ProviderCallsSummaryResponse implements Omit<
  ProviderCalls,
  'lastFailure'
> {
  @ApiProperty({ enum: PROVIDER_NAMES, enumName: 'AiProvider' })
  provider: ProviderName;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastSuccessAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastFailureAt: string | null;

  @ApiProperty({
    type: 'integer',
    description: 'Calls failed since the provider last answered',
  })
  failuresInARow: number;

  @ApiProperty({
    type: Boolean,
    description: 'The last call failed (failuresInARow is 1 or more)',
  })
  failing: boolean;
}

/** A configured provider's recent calls, with what the last failed one was for and why. */
export class ProviderCallsResponse
  extends ProviderCallsSummaryResponse
  implements ProviderCalls
{
  @ApiProperty({ type: () => ProviderFailureResponse, nullable: true })
  lastFailure: ProviderFailureResponse | null;
}

/** Whether the AI assistant answers new questions, and with which provider. */
export class AssistantStatusResponse implements AssistantStatus {
  @ApiProperty({ type: Boolean })
  enabled: boolean;

  @ApiProperty({
    enum: PROVIDER_NAMES,
    enumName: 'AiProvider',
    nullable: true,
    description: 'The provider answering questions, when enabled',
  })
  provider: ProviderName | null;

  @ApiProperty({ type: () => AiProvidersResponse })
  providers: AiProvidersResponse;

  @ApiProperty({
    type: () => ProviderCallsResponse,
    isArray: true,
    description: "Each configured provider's recent calls",
  })
  calls: ProviderCallsResponse[];
}
