import { ApiProperty } from '@nestjs/swagger';
import type { ReportView } from '../reports.service';

type Reporter = NonNullable<ReportView['reporter']>;

/** The member who filed a report. */
export class ReporterResponse implements Reporter {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String })
  username: string;
}

/** An open report, as moderators see it. */
export class ReportResponse implements ReportView {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The reported question (null when an answer is reported)',
  })
  questionId: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The reported answer (null when a question is reported)',
  })
  answerId: number | null;

  @ApiProperty({
    type: String,
    description: 'spam, offensive, off-topic or other',
  })
  reason: string;

  @ApiProperty({ type: String, nullable: true })
  details: string | null;

  @ApiProperty({ type: String })
  status: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: () => ReporterResponse,
    nullable: true,
    description: 'Null when the account was deleted',
  })
  reporter: ReporterResponse | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The reported text, for the moderator',
  })
  excerpt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The client page it is on: the question's, or the answer's question's, in its locale (`/fr/question/12`); null when it is gone",
  })
  link: string | null;
}

/** A report just filed. */
export class ReportCreatedResponse {
  @ApiProperty({ type: 'integer' })
  id: number;
}
