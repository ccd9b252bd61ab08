import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../auth/access.decorators';
import { withTimeout } from '../common/with-timeout';
import { AiService } from '../ai/ai.service';
import { JobsService } from '../jobs/jobs.service';
import { RealtimeStatus } from '../realtime/realtime-status';
import {
  HealthCheck,
  HealthCheckResult,
  HealthCheckService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { ProviderCallsSummaryResponse } from '../ai/dto/assistant-status.response';
import { HealthResponse } from './dto/health.response';

/** The providers' calls are left out of a health check past this wait. */
const CALLS_READ_TIMEOUT_MS = 2000;

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
      // Informational: the site runs without an AI provider, it just says
      // the assistant is off; a provider failing is said, not a 503.
      async () => {
        const status = this.ai.status();
        return {
          assistant: {
            status: 'up' as const,
            state: status.enabled ? 'on' : 'off',
            provider: status.provider,
            jobQueue: this.jobs.running ? 'running' : 'off',
            calls: await this.recentCalls(),
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

  /** The providers' calls without the failures' reasons; null when the database does not answer. */
  private async recentCalls(): Promise<ProviderCallsSummaryResponse[] | null> {
    try {
      const calls = await withTimeout(
        this.ai.recentCalls(),
        CALLS_READ_TIMEOUT_MS,
        'The database',
      );
      // The reasons are for admins (`/api/admin/stats`).
      return calls.map(({ lastFailure: _reason, ...summary }) => summary);
    } catch {
      return null;
    }
  }
}
