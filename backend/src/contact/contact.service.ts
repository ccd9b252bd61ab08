import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { REPEAT_WINDOW_MINUTES } from '../common/repeated-posts';
import { Database } from '../database/db';
import { EventsService } from '../events/events.service';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobQueues } from '../jobs/job-queues';
import { JobsService } from '../jobs/jobs.service';
import { ContactMessageRow, ContactRepository } from './contact.repository';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

export interface ContactMessageView {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  emailedAt: string | null;
}

function toView(r: ContactMessageRow): ContactMessageView {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    createdAt: new Date(r.created_at).toISOString(),
    emailedAt: r.emailed_at ? new Date(r.emailed_at).toISOString() : null,
  };
}

/**
 * Contact messages: stored first (nothing a visitor wrote is lost), then,
 * when SMTP_URL is set, e-mailed to the team by a job queued in the same
 * transaction and retried with back-off until the mail server takes it.
 */
@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);
  private transport?: Transporter;

  constructor(
    private readonly repo: ContactRepository,
    private readonly db: Database,
    private readonly jobs: JobsService,
    private readonly events: EventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores the message (and queues its e-mail). The same message from the
   * same address within REPEAT_WINDOW_MINUTES is a double submit or a
   * retry: the one already stored is answered (`repeated`), nothing is
   * stored or e-mailed twice. `beforeStoring` runs once the message is known
   * to be new: what it throws (the address's limit) stores nothing.
   */
  async receive(
    dto: CreateContactMessageDto,
    sender: { ip: string | null; userId: number | null },
    beforeStoring: () => Promise<void> = async () => undefined,
  ): Promise<{ id: number; repeated: boolean }> {
    const { id, repeated } = await this.db.transaction(async (tx) => {
      // Two identical messages sent at once: the second waits, then finds the first.
      await tx.lockUntilCommit(`contact:${dto.email.toLowerCase()}`);
      const earlier = await this.repo.findRecentRepeat(
        dto,
        REPEAT_WINDOW_MINUTES,
        tx,
      );
      if (earlier !== undefined) return { id: earlier, repeated: true };
      await beforeStoring();
      const messageId = await this.repo.insertMessage(
        { ...dto, ip: sender.ip, userId: sender.userId },
        tx,
      );
      if (this.config.smtpUrl)
        await this.jobs.send('contact-email', { messageId }, { tx });
      return { id: messageId, repeated: false };
    });
    if (!repeated)
      this.events.emit('contact.received', {
        messageId: id,
        subject: dto.subject,
      });
    return { id, repeated };
  }

  @JobHandler('contact-email')
  async deliver({ messageId }: JobQueues['contact-email']): Promise<void> {
    const message = await this.repo.findById(messageId);
    if (!message || message.emailed_at || !this.config.smtpUrl) return;
    this.transport ??= createTransport(this.config.smtpUrl);
    try {
      await this.transport.sendMail({
        from: this.config.contact.from,
        to: this.config.contact.to,
        replyTo: { name: message.name, address: message.email },
        subject: `[Contact] ${message.subject}`,
        text: `${message.message}\n\n— ${message.name} <${message.email}>`,
      });
    } catch (error) {
      this.logger.warn(
        { messageId, reason: (error as Error).message },
        'contact e-mail not sent yet; it will be retried',
      );
      throw error;
    }
    await this.repo.markEmailed(messageId);
  }

  async list(
    limit: number,
    offset: number,
  ): Promise<{ messages: ContactMessageView[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.repo.findPage(limit, offset),
      this.repo.count(),
    ]);
    return { messages: rows.map(toView), total };
  }
}
