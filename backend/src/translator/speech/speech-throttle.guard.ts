import {
  CanActivate,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
} from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

const ONE_MINUTE_MS = 60_000;

/**
 * Text-to-speech requests per IP per minute (RATE_LIMIT_TTS_PER_IP), counted
 * in a sliding window in the app's throttler storage. Refused requests are not
 * counted, so a caller can go on as soon as the oldest request leaves the window.
 */
@Injectable()
export class SpeechThrottleGuard implements CanActivate {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const limit = this.config.rateLimits.ttsPerIp;
    const record = await this.storage.increment(
      `speech:${req.ip ?? 'unknown'}`,
      ONE_MINUTE_MS,
      limit,
      0,
      'speech',
    );
    if (!record.isBlocked) return true;
    const retryAfter = Math.max(1, record.timeToBlockExpire);
    http.getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw new HttpException(
      `Too many requests to read text aloud from this address (${limit} per minute). Please try again in ${retryAfter} s.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
