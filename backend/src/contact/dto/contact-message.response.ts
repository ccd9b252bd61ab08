import { ApiProperty } from '@nestjs/swagger';
import type { ContactMessageView } from '../contact.service';

/** A message sent through the contact form, as admins read it. */
export class ContactMessageResponse implements ContactMessageView {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String })
  name: string;

  @ApiProperty({ type: String, format: 'email' })
  email: string;

  @ApiProperty({ type: String })
  subject: string;

  @ApiProperty({ type: String })
  message: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was e-mailed to the team; null when it was not',
  })
  emailedAt: string | null;
}

/** A message just received. */
export class ContactMessageCreatedResponse {
  @ApiProperty({ type: 'integer' })
  id: number;
}
