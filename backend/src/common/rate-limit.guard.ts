import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { countRepeatable, countRequest } from './count-request';
import { waitText } from './per-ip-limit.guard';

/** The costly actions a member (or, for searches, an address) may take only so often. */
export type MeteredAction =
  'ask' | 'answer' | 'vote' | 'report' | 'search' | 'translate';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface Meter {
  /** Counted per signed-in member, or per client address. */
  per: 'member' | 'ip';
  windowMs: number;
  /** The window, as the message says it. */
  window: 'minute' | 'hour';
  /**
   * A post that may repeat one already stored (a double submit or a retry):
   * counted only once its handler finds it new (see countRepeatable); a
   * repeat is answered with the stored post (a report: 409, already
   * reported), over the limit too (see repeated-posts.ts).
   */
  repeatable?: true;
  limit: (limits: AppConfig['rateLimits']) => number;
  /** The action, as the message says it. */
  what: string;
  /** Requests the meter counts (all when absent). */
  applies?: (req: Request) => boolean;
}

function hasSearchTerm(req: Request): boolean {
  const search: unknown = req.query?.search;
  const term = Array.isArray(search) ? search.join('') : search;
  return typeof term === 'string' && term.trim() !== '';
}

const METERS: Record<MeteredAction, Meter> = {
  ask: {
    per: 'member',
    windowMs: HOUR_MS,
    window: 'hour',
    limit: (l) => l.askPerHour,
    what: 'questions asked',
    repeatable: true,
  },
  answer: {
    per: 'member',
    windowMs: HOUR_MS,
    window: 'hour',
    limit: (l) => l.answerPerHour,
    what: 'answers posted',
    repeatable: true,
  },
  vote: {
    per: 'member',
    windowMs: MINUTE_MS,
    window: 'minute',
    limit: (l) => l.votePerMinute,
    what: 'votes and likes',
  },
  report: {
    per: 'member',
    windowMs: HOUR_MS,
    window: 'hour',
    limit: (l) => l.reportPerHour,
    what: 'reports',
    // A report repeating one still open answers 409 over the limit too.
    repeatable: true,
  },
  search: {
    per: 'ip',
    windowMs: MINUTE_MS,
    window: 'minute',
    limit: (l) => l.searchPerMinute,
    what: 'searches from this address',
    applies: hasSearchTerm,
  },
  translate: {
    per: 'member',
    windowMs: MINUTE_MS,
    window: 'minute',
    limit: (l) => l.translatePerMinute,
    what: 'translations',
  },
};

const METERED_ACTION = 'meteredAction';

const ADDRESS = 'ip:';

/** Who a client address's requests are counted as. */
export function addressSubject(ip: string): string {
  return `${ADDRESS}${ip}`;
}

/** Whether a subject is a client address (not a member). */
export function isAddressSubject(subject: string): boolean {
  return subject.startsWith(ADDRESS);
}

/**
 * Counts each request of a route in a sliding window, in the app's throttler
 * storage (shared by every instance when Redis is configured). Requests over
 * the limit are not counted and reach no handler, so they change nothing: 429
 * with Retry-After and a message naming the action and its limit. Requests the
 * app refuses or fails are taken back from the count (see countRequest). A
 * post that may repeat a stored one is counted by its handler instead, once
 * found new (see Meter.repeatable).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.reflector.get<MeteredAction | undefined>(
      METERED_ACTION,
      context.getHandler(),
    );
    if (!action) return true;
    const meter = METERS[action];
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (meter.applies && !meter.applies(req)) return true;
    const member = (req.user as { id?: number } | undefined)?.id;
    const subject =
      meter.per === 'member' && member !== undefined
        ? `member:${member}`
        : addressSubject(req.ip ?? 'unknown');
    const limit = meter.limit(this.config.rateLimits);
    const res = http.getResponse<Response>();
    const count = meter.repeatable ? countRepeatable : countRequest;
    await count(this.storage, res, {
      subject,
      name: action,
      windowMs: meter.windowMs,
      limit,
      refusal: (retryAfter) =>
        `Too many ${meter.what}: the limit is ${limit} per ${meter.window}. Please try again in ${waitText(retryAfter)}.`,
    });
    return true;
  }
}

/** Meters a route as one of the costly actions (see RateLimitGuard). */
export const RateLimited = (action: MeteredAction) =>
  applyDecorators(
    SetMetadata(METERED_ACTION, action),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({
      description: `Over the limit of ${METERS[action].what} per ${METERS[action].window}`,
      headers: {
        'Retry-After': {
          description: 'Seconds until the next request may be made',
          schema: { type: 'integer' },
        },
      },
    }),
  );
