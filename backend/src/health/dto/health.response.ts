import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { HealthCheckStatus } from '@nestjs/terminus';
import {
  PROVIDER_NAMES,
  ProviderCallsSummaryResponse,
} from '../../ai/dto/assistant-status.response';
import type { ProviderName } from '../../ai/providers/provider';
import type { RealtimeStatusView } from '../../realtime/realtime-status';

const INDICATOR_STATUSES = ['up', 'down'];
const CHECK_STATUSES: HealthCheckStatus[] = ['ok', 'error', 'shutting_down'];

/** The database check. */
export class DatabaseHealthResponse {
  @ApiProperty({ enum: INDICATOR_STATUSES, enumName: 'HealthIndicatorStatus' })
  status: 'up' | 'down';

  @ApiPropertyOptional({
    type: String,
    description: 'Why the database did not answer',
  })
  message?: string;
}

/** The AI assistant, its job queue and its providers' calls (informational: always up). */
export class AssistantHealthResponse {
  @ApiProperty({ enum: INDICATOR_STATUSES, enumName: 'HealthIndicatorStatus' })
  status: 'up' | 'down';

  @ApiProperty({ enum: ['on', 'off'] })
  state: 'on' | 'off';

  @ApiProperty({ enum: PROVIDER_NAMES, enumName: 'AiProvider', nullable: true })
  provider: ProviderName | null;

  @ApiProperty({ enum: ['running', 'off'] })
  jobQueue: 'running' | 'off';

  @ApiProperty({
    type: () => ProviderCallsSummaryResponse,
    isArray: true,
    nullable: true,
    description:
      "Each configured provider's recent calls; null when they could not be read",
  })
  calls: ProviderCallsSummaryResponse[] | null;
}

/** Live updates: down when the configured Redis is unreachable. */
export class RealtimeHealthResponse implements RealtimeStatusView {
  @ApiProperty({ enum: INDICATOR_STATUSES, enumName: 'HealthIndicatorStatus' })
  status: 'up' | 'down';

  @ApiProperty({ enum: ['redis-streams', 'memory'] })
  adapter: RealtimeStatusView['adapter'];

  @ApiProperty({ enum: ['connected', 'disconnected', 'not configured'] })
  redis: RealtimeStatusView['redis'];
}

/** Each check by name. */
export class HealthChecksResponse {
  @ApiPropertyOptional({ type: () => DatabaseHealthResponse })
  database?: DatabaseHealthResponse;

  @ApiPropertyOptional({ type: () => AssistantHealthResponse })
  assistant?: AssistantHealthResponse;

  @ApiPropertyOptional({ type: () => RealtimeHealthResponse })
  realtime?: RealtimeHealthResponse;
}

/** The health check: `ok` with 200, `error` with 503. */
export class HealthResponse {
  @ApiProperty({ enum: CHECK_STATUSES })
  status: HealthCheckStatus;

  @ApiPropertyOptional({
    type: () => HealthChecksResponse,
    description: 'The checks that passed',
  })
  info?: HealthChecksResponse;

  @ApiPropertyOptional({
    type: () => HealthChecksResponse,
    description: 'The checks that failed',
  })
  error?: HealthChecksResponse;

  @ApiProperty({
    type: () => HealthChecksResponse,
    description: 'Every check',
  })
  details: HealthChecksResponse;
}
