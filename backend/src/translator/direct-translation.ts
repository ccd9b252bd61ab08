import type { IncomingMessage, RequestListener } from 'node:http';
import type {
  ArgumentsHost,
  ExceptionFilter,
  PipeTransform,
} from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { Express, Request, RequestHandler, Response } from 'express';
import { inSequence } from '../common/in-sequence';
import { sendJson } from '../web/send-json';
import { TranslateDto } from './dto/translate.dto';
import type { TranslationResult } from './translator.service';

/** The one request answered here: a guest's standard translation, with no query. */
const PATH = '/api/translator/translate';

export interface DirectTranslationOptions {
  /** The Express application, whose request and response prototypes the framework gives every request. */
  express: Express;
  /**
   * Every handler the framework runs before the route, in its order (the
   * request id and log, security headers, compression, cache policy, origin
   * check, JSON body): the same instances.
   */
  beforeRoute: RequestHandler[];
  /** The app's validation pipe, as the route's body goes through it. */
  validation: PipeTransform;
  /** The app's exception filter: every error gets the route's own answer. */
  errors: ExceptionFilter;
  /** Whether the request carries a session cookie: a member's translation goes through the framework. */
  hasSessionCookie: (req: IncomingMessage) => boolean;
  /** The route's own service call, as its controller makes it for a guest. */
  translate: (ip: string, dto: TranslateDto) => Promise<TranslationResult>;
}

/**
 * Answers a guest's `POST /api/translator/translate` without the framework's
 * routing and per-route pipeline: the same handlers before the route, the
 * same validation of the body, the same service call, the same JSON and the
 * same error answers. The route has no guard a guest meets (it is public and
 * not metered per minute: its daily quota is the service's), so nothing is
 * skipped but the walk through the router's layers and the framework's
 * execution context. Any other request goes to `app` untouched.
 */
export function directTranslation(
  options: DirectTranslationOptions,
): (app: RequestListener) => RequestListener {
  const { express, validation, errors, translate } = options;
  const beforeRoute = inSequence(options.beforeRoute);
  const fail = (req: Request, res: Response, error: unknown) => {
    const host = new ExecutionContextHost([req, res]) as ArgumentsHost;
    errors.catch(error, host);
  };
  const answer = (req: Request, res: Response) => {
    (
      validation.transform(req.body, {
        type: 'body',
        metatype: TranslateDto,
      }) as Promise<TranslateDto>
    )
      .then((dto) => translate(req.ip ?? 'unknown', dto))
      .then((result) => {
        res.statusCode = 200;
        sendJson(req, res, result, undefined);
      })
      .catch((error: unknown) => fail(req, res, error));
  };
  return (app) => (req, res) => {
    if (
      req.method !== 'POST' ||
      req.url !== PATH ||
      options.hasSessionCookie(req)
    )
      return app(req, res);
    // What Express does first with every request (its `init`).
    const request = Object.setPrototypeOf(req, express.request) as Request;
    const response = Object.setPrototypeOf(res, express.response) as Response;
    request.res = response;
    response.req = request;
    response.locals ??= Object.create(null);
    try {
      beforeRoute(request, response, (error?: unknown) =>
        error ? fail(request, response, error) : answer(request, response),
      );
    } catch (thrown) {
      fail(request, response, thrown);
    }
  };
}
