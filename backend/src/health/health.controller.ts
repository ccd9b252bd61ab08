import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../auth/access.decorators';
import { AiService } from '../ai/ai.service';
import { JobsService } from '../jobs/jobs.service';
import { RealtimeStatus } from '../realtime/realtime-status';
import {
  HealthCheck,
  HealthCheckResult,
  HealthCheckService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { HealthResponse } from './dto/health.response';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly ai: AiService,
    private readonly jobs: JobsService,
    private readonly realtime: RealtimeStatus,
  ) {}

  /** 200 when the database answers, 503 otherwise; also says whether the AI assistant is on. */
  @Get()
  @Public()
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({
    summary: 'Whether the app and its database are up, and what runs',
  })
  @ApiOkResponse({ type: HealthResponse, description: 'The database answers' })
  @ApiServiceUnavailableResponse({
    type: HealthResponse,
    description: 'The database does not answer, or Redis is down',
  })
  check(): Promise<HealthCheckResult> {
    return this.health.check([
      () => this.db.pingCheck('database', { timeout: 3000 }),
      // Informational: the site runs without an AI provider, it just says the assistant is off.
      () => {
        const status = this.ai.status();
        return {
          assistant: {
            status: 'up' as const,
            state: status.enabled ? 'on' : 'off',
            provider: status.provider,
            jobQueue: this.jobs.running ? 'running' : 'off',
          },
        };
      },
      () => {
        const status = this.realtime.view();
        const down = status.redis === 'disconnected';
        return {
          realtime: {
            status: down ? ('down' as const) : ('up' as const),
            ...status,
          },
        };
      },
    ]);
  }
}
