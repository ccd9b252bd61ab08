import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AiService } from '../ai/ai.service';
import { Public } from '../auth/access.decorators';
import { AssistantAvailabilityResponse } from './dto/assistant-availability.response';

@ApiTags('assistant')
@Controller('assistant')
export class AssistantController {
  constructor(private readonly ai: AiService) {}

  /** What the sign-in and ask pages promise depends on it: no provider, no AI answers. */
  @Get()
  @Public()
  @ApiOperation({
    summary: 'Whether the AI assistant answers new questions here',
  })
  @ApiOkResponse({ type: AssistantAvailabilityResponse })
  availability(): AssistantAvailabilityResponse {
    return { enabled: this.ai.status().enabled };
  }
}
