import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { PerIpLimitGuard } from '../../common/per-ip-limit.guard';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/** Text-to-speech requests per IP per minute (RATE_LIMIT_TTS_PER_IP). */
@Injectable()
export class SpeechThrottleGuard extends PerIpLimitGuard {
  protected readonly name = 'speech';
  protected readonly windowMs = 60_000;

  constructor(
    @Inject(ThrottlerStorage) storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(storage);
  }

  protected limit(): number {
    return this.config.rateLimits.ttsPerIp;
  }

  protected message(limit: number, retryAfter: number): string {
    return `Too many requests to read text aloud from this address (${limit} per minute). Please try again in ${retryAfter} s.`;
  }
}
