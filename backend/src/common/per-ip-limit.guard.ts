import {
  CanActivate,
  ExecutionContext,
  HttpException,
  HttpStatus,
} from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';

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
