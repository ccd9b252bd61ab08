import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { PerIpLimitGuard } from '../common/per-ip-limit.guard';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

/** Contact messages per IP per minute (RATE_LIMIT_CONTACT_PER_IP). */
@Injectable()
export class ContactThrottleGuard extends PerIpLimitGuard {
  protected readonly name = 'contact';
  protected readonly windowMs = 60_000;

  constructor(
    @Inject(ThrottlerStorage) storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(storage);
  }

  protected limit(): number {
    return this.config.rateLimits.contactPerIp;
  }

  protected message(limit: number, retryAfter: number): string {
    return `Too many messages from this address (${limit} per minute). Please try again in ${retryAfter} s.`;
  }
}
