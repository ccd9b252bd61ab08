import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  Type,
} from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { countRequest } from './count-request';

/**
 * A limit of requests per IP in a sliding window, counted in the app's
 * throttler storage. Requests over the limit are not counted, so a caller can
 * go on as soon as the oldest request leaves the window; nor are those the app
 * refuses or fails (see countRequest). Over the limit: 429 with Retry-After
 * and the guard's message.
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
    await countRequest(this.storage, http.getResponse<Response>(), {
      subject: req.ip ?? 'unknown',
      name: this.name,
      windowMs: this.windowMs,
      limit,
      refusal: (retryAfter) => this.message(limit, retryAfter),
    });
    return true;
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
