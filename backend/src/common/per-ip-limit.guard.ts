import {
  CanActivate,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Type,
} from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

/**
 * A limit of requests per IP in a sliding window, counted in the app's
 * throttler storage. Refused requests are not counted, so a caller can go on
 * as soon as the oldest request leaves the window. Over the limit: 429 with
 * Retry-After and the guard's message.
 */
export abstract class PerIpLimitGuard implements CanActivate {
  protected abstract readonly name: string;
  protected abstract readonly windowMs: number;

  constructor(private readonly storage: ThrottlerStorage) {}

  protected abstract limit(): number;
  protected abstract message(limit: number, retryAfterSeconds: number): string;

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const limit = this.limit();
    const record = await this.storage.increment(
      `${this.name}:${req.ip ?? 'unknown'}`,
      this.windowMs,
      limit,
      0,
      this.name,
    );
    if (!record.isBlocked) return true;
    const retryAfter = Math.max(1, record.timeToBlockExpire);
    http.getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw new HttpException(
      this.message(limit, retryAfter),
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * A guard class for one per-IP limit, per minute, read from configuration:
 * `name` keys its counts, `limitOf` picks the limit, `message` explains a 429.
 */
export function PerIpLimitPerMinute(
  name: string,
  limitOf: (config: AppConfig) => number,
  message: (limit: number, retryAfterSeconds: number) => string,
): Type<CanActivate> {
  @Injectable()
  class PerIpLimitPerMinuteGuard extends PerIpLimitGuard {
    protected readonly name = name;
    protected readonly windowMs = 60_000;

    constructor(
      @Inject(ThrottlerStorage) storage: ThrottlerStorage,
      @Inject(APP_CONFIG) private readonly config: AppConfig,
    ) {
      super(storage);
    }

    protected limit(): number {
      return limitOf(this.config);
    }

    protected message(limit: number, retryAfter: number): string {
      return message(limit, retryAfter);
    }
  }
  return PerIpLimitPerMinuteGuard;
}
