import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { answeredByChoice } from '../logging/request-log';
import { isConnectionLost } from '../database/db';
import { allowedMethods } from './allowed-methods';
import { defaultErrorCode, isErrorCode } from './error-codes';
import { ApiError, ErrorBody, errorBody } from './http-error';

/**
 * Turns every error into `{ statusCode, code, message, error }`: `code` is the
 * one the error names (see error-codes.ts), else the one for its status.
 * Unknown errors are
 * logged with the request id and answered as a generic 500: no stack trace or
 * SQL ever reaches a client. An error of a lost database connection is a 503
 * with `Retry-After: 1`. A 5xx the app chose to send (an ApiError: a
 * service not configured or busy, a provider that failed) is no fault of the
 * server: it is not logged here, and its request's line is a warning (see
 * answeredByChoice).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger(AllExceptionsFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request & { id?: unknown }>();
    const allow = this.otherMethods(exception, req)?.join(', ');
    const lost = isConnectionLost(exception);
    const body = allow
      ? errorBody(
          HttpStatus.METHOD_NOT_ALLOWED,
          `${req.method} is not allowed on ${req.path}; it accepts ${allow}`,
        )
      : lost
        ? this.connectionLost(exception, req)
        : this.toBody(exception, req);
    if (res.headersSent) return;
    if (exception instanceof ApiError && body.statusCode >= 500)
      answeredByChoice(res, exception.code);
    if (allow) res.setHeader('Allow', allow);
    if (exception instanceof ApiError && exception.retryAfter !== undefined)
      res.setHeader('Retry-After', String(exception.retryAfter));
    if (lost) {
      answeredByChoice(res, body.code);
      res.setHeader('Retry-After', '1');
    }
    res.status(body.statusCode).json(body);
  }

  /**
   * A 404 for a path some route has, only under other methods (`DELETE
   * /api/questions`): those methods, for a 405 with `Allow`. Undefined for
   * any other error, and for a 404 a route itself answered (its method is
   * among them: a question that is not there).
   */
  private otherMethods(exception: unknown, req: Request): string[] | undefined {
    if (!(exception instanceof NotFoundException)) return undefined;
    const allowed = allowedMethods(req.app, req.path);
    return allowed.length > 0 && !allowed.includes(req.method)
      ? allowed
      : undefined;
  }

  /**
   * PostgreSQL restarted or ended the request's connection: no fault of this
   * request, and the next one gets a new connection.
   */
  private connectionLost(
    exception: unknown,
    req: Request & { id?: unknown },
  ): ErrorBody {
    this.logger.warn(
      { err: exception, reqId: req.id },
      'database connection lost during the request',
    );
    return errorBody(
      HttpStatus.SERVICE_UNAVAILABLE,
      'The connection to the database was interrupted. Please try again in a moment.',
    );
  }

  private toBody(
    exception: unknown,
    req: Request & { id?: unknown },
  ): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (status >= 500 && !(exception instanceof ApiError))
        this.logger.error({ err: exception, reqId: req.id }, 'request failed');
      if (typeof response === 'string') return errorBody(status, response);
      const {
        message,
        code,
        statusCode: _s,
        error: _e,
        ...extra
      } = response as Record<string, unknown>;
      if (
        typeof message === 'string' ||
        (Array.isArray(message) && message.every((m) => typeof m === 'string'))
      ) {
        // Extra fields a feature adds (e.g. resetAt on 429) travel with the one error shape.
        return {
          ...extra,
          ...errorBody(
            status,
            message as string | string[],
            isErrorCode(code) ? code : defaultErrorCode(status),
          ),
        };
      }
      return errorBody(status, exception.message);
    }
    this.logger.error({ err: exception, reqId: req.id }, 'unhandled error');
    return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
  }
}
