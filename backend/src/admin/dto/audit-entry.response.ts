import { ApiProperty } from '@nestjs/swagger';
import type { AuditView } from '../admin.service';

type AuditActor = AuditView['actor'];

/** The admin who acted; the id is null once their account is deleted. */
export class AuditActorResponse implements AuditActor {
  @ApiProperty({ type: 'integer', nullable: true })
  id: number | null;

  @ApiProperty({ type: String })
  username: string;
}

/** One admin action of the audit log. */
export class AuditEntryResponse implements AuditView {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String, format: 'date-time' })
  at: string;

  @ApiProperty({ type: () => AuditActorResponse })
  actor: AuditActorResponse;

  @ApiProperty({ type: String, description: 'e.g. user.promote, seed.general' })
  action: string;

  @ApiProperty({ type: String, description: 'What was acted on, e.g. user' })
  targetType: string;

  @ApiProperty({ type: 'integer', nullable: true })
  targetId: number | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'What the action changed, by name',
  })
  details: Record<string, unknown>;
}
