import { ApiProperty } from '@nestjs/swagger';
import type { AssistantStatus } from '../ai.service';
import type { ProviderName } from '../providers/provider';

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
}
