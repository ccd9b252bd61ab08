import { ApiProperty } from '@nestjs/swagger';

/** Whether the AI assistant answers new questions on this site. */
export class AssistantAvailabilityResponse {
  @ApiProperty({
    type: Boolean,
    description:
      'true when an AI provider is configured: new questions get an AI answer',
  })
  enabled!: boolean;
}
