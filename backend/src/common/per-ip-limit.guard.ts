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
import { countRepeatable, countRequest } from './count-request';

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

  /** Which answers give the request back (see CountedRequest.refundedWhen). */
  protected readonly refundedWhen?: (status: number) => boolean;

  /**
   * A post that may repeat one already stored: counted only once its handler
   * finds it new, and a repeat answered with the stored post over the limit
   * too (see countRepeatable, repeated-posts.ts).
   */
  protected readonly repeatable: boolean = false;

  protected abstract limit(): number;
  protected abstract message(limit: number, retryAfterSeconds: number): string;

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const limit = this.limit();
    const count = this.repeatable ? countRepeatable : countRequest;
    await count(this.storage, http.getResponse<Response>(), {
      subject: req.ip ?? 'unknown',
      name: this.name,
      windowMs: this.windowMs,
      limit,
      refusal: (retryAfter) => this.message(limit, retryAfter),
      refundedWhen: this.refundedWhen,
    });
    return true;
  }
}

/** A wait, as a 429's message gives it: "40 s" under a minute and a half, else "12 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * A guard class for one per-IP limit in a window of `windowMs`, read from
 * configuration: `name` keys its counts, `limitOf` picks the limit, `message`
 * explains a 429, `refundedWhen` picks the answers that give a request back
 * (by default every refusal and failure).
 */
export function PerIpLimit(options: {
  name: string;
  windowMs: number;
  limitOf: (config: AppConfig) => number;
  message: (limit: number, retryAfterSeconds: number) => string;
  refundedWhen?: (status: number) => boolean;
  /** Counted by the handler once the post is found new (see PerIpLimitGuard.repeatable). */
  repeatable?: boolean;
}): Type<CanActivate> {
  @Injectable()
  class PerIpLimitWindowGuard extends PerIpLimitGuard {
    protected readonly name = options.name;
    protected readonly windowMs = options.windowMs;
    protected override readonly refundedWhen = options.refundedWhen;
    protected override readonly repeatable = options.repeatable === true;

    constructor(
      @Inject(ThrottlerStorage) storage: ThrottlerStorage,
      @Inject(APP_CONFIG) private readonly config: AppConfig,
    ) {
      super(storage);
    }

    protected limit(): number {
      return options.limitOf(this.config);
    }

    protected message(limit: number, retryAfter: number): string {
      return options.message(limit, retryAfter);
    }
  }
  return PerIpLimitWindowGuard;
}

/** A per-IP limit per minute (see PerIpLimit). */
export function PerIpLimitPerMinute(
  name: string,
  limitOf: (config: AppConfig) => number,
  message: (limit: number, retryAfterSeconds: number) => string,
  options: { repeatable?: boolean } = {},
): Type<CanActivate> {
  return PerIpLimit({ name, windowMs: 60_000, limitOf, message, ...options });
}
