import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import type { Response } from 'express';
import { defaultErrorCode, ErrorCode } from './error-codes';

/** A field the request validation refused, with the constraints it broke. */
export interface FieldError {
  field: string;
  constraints: string[];
}

/** Values a client may put into its own text for a code, e.g. `{ limit: 50 }`. */
export type ErrorParams = Record<string, string | number>;

/** The one error shape every API error has. */
export interface ErrorBody {
  statusCode: number;
  /** A stable, machine-readable reason; clients show their own text for it. */
  code: ErrorCode;
  /** English text for people reading the raw API. */
  message: string | string[];
  error: string;
  params?: ErrorParams;
  fields?: FieldError[];
}

export function errorBody(
  statusCode: number,
  message: string | string[],
  code: ErrorCode = defaultErrorCode(statusCode),
): ErrorBody {
  return {
    statusCode,
    code,
    message,
    error: STATUS_CODES[statusCode] ?? 'Error',
  };
}

export function sendError(
  res: Response,
  statusCode: number,
  message: string | string[],
  code?: ErrorCode,
): void {
  // JSON even where the handler had set the type of what it meant to send (audio).
  res
    .status(statusCode)
    .type('application/json')
    .json(errorBody(statusCode, message, code));
}

/**
 * An HTTP error with its code, English message and optional values (`params`)
 * and extra fields (e.g. `resetAt`), all sent in the one error shape, and
 * optionally the Retry-After header.
 */
export class ApiError extends HttpException {
  /** Seconds until the request can succeed, sent as Retry-After (a 429's wait). */
  readonly retryAfter?: number;

  constructor(
    status: number,
    readonly code: ErrorCode,
    message: string | string[],
    options: {
      params?: ErrorParams;
      extra?: Record<string, unknown>;
      retryAfter?: number;
    } = {},
  ) {
    super(
      {
        ...options.extra,
        message,
        code,
        ...(options.params ? { params: options.params } : {}),
      },
      status,
    );
    this.retryAfter = options.retryAfter;
  }
}

const NOT_FOUND: Record<string, ErrorCode> = {
  Question: 'question_not_found',
  Answer: 'answer_not_found',
  User: 'user_not_found',
  Report: 'report_not_found',
  Favorite: 'favorite_not_found',
  Audio: 'audio_not_found',
};

/** 404 `<Thing> not found` with its code (`question_not_found`, ...) and any values for its text. */
/**
 * 401: the request needs a member's session. Also what a member whose account
 * was deleted while their request ran is told.
 */
export function signInRequired(): ApiError {
  return new ApiError(
    401,
    'sign_in_required',
    'You need to be signed in to do this',
  );
}

export function notFound(
  thing: 'Question' | 'Answer' | 'User' | 'Report' | 'Favorite' | 'Audio',
  params?: ErrorParams,
): ApiError {
  return new ApiError(
    404,
    NOT_FOUND[thing] ?? 'not_found',
    `${thing} not found`,
    { params },
  );
}
