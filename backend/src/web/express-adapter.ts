import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { type NestApplicationOptions, StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express, Response } from 'express';
import { EtagFn, sendJson } from './send-json';

/**
 * The constructors Node uses for each request and response of `app`: classes
 * derived from Node's own, whose prototypes stand in for Express's
 * (`app.request`, `app.response`: they take over their properties and their
 * place in the chain, and become them).
 *
 * Express gives each request and response its prototypes on arrival
 * (`Object.setPrototypeOf`). In V8 an object whose prototype changes after it
 * was built gets a hidden class of its own: then every property the
 * middlewares add to it, and every property read of it in code shared by all
 * requests, takes the engine's slow path. Measured on the translator's route,
 * that was a third of the server's CPU time per request. An object built
 * with the prototype Express sets keeps it (the set changes nothing), and all
 * requests share their hidden classes.
 *
 * Derived classes, not functions that call Node's constructors: V8 sizes an
 * object built by `new` from what its constructor is seen to assign, and a
 * class's count includes its base class's. A plain function that calls
 * `ServerResponse` assigns nothing itself, so each response held its forty
 * fields outside the object, and a response served straight from memory
 * cost a fifth more CPU than with Node's own constructor.
 */
export function expressMessageTypes(app: Express): {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
} {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  takeOver(app, 'request', AppRequest.prototype);
  takeOver(app, 'response', AppResponse.prototype);
  return {
    IncomingMessage: AppRequest,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
}

/**
 * Puts `prototype` in the place of `app[name]`: it gets that object's own
 * properties (the `app` Express links to) and prototype, and `app[name]` is
 * then `prototype`, which Express sets on each request or response it sees.
 */
function takeOver(
  app: Express,
  name: 'request' | 'response',
  prototype: object,
): void {
  const current = app[name] as object;
  Object.setPrototypeOf(prototype, Object.getPrototypeOf(current));
  // The class's own `constructor` stays.
  for (const key of Reflect.ownKeys(current))
    if (key !== 'constructor')
      Object.defineProperty(
        prototype,
        key,
        Object.getOwnPropertyDescriptor(current, key)!,
      );
  (app as unknown as Record<string, object>)[name] = prototype;
}

/** A handler's return value that Express would send with `res.json`. */
function isJsonValue(body: unknown): body is object {
  return (
    typeof body === 'object' &&
    body !== null &&
    !(body instanceof StreamableFile) &&
    !(body instanceof Error) &&
    !ArrayBuffer.isView(body)
  );
}

/** Headers a handler may set that change how Express sends its JSON. */
const HEADERS_FOR_EXPRESS = [
  'Content-Type',
  'ETag',
  'Last-Modified',
  'Transfer-Encoding',
];

/**
 * Nest's Express adapter, whose HTTP server builds requests and responses
 * with Express's prototypes (see expressMessageTypes), and which writes a
 * route's JSON itself (see sendJson). With HTTPS or `forceCloseConnections`,
 * neither of which the app uses, Nest's own server is kept.
 */
export class AppExpressAdapter extends ExpressAdapter {
  /**
   * A successful object or array returned by a handler is written by
   * sendJson. Everything else (no body, a file, a stream, an error status,
   * a response that set its own Content-Type, ETag, Last-Modified or
   * Transfer-Encoding) goes through Express as before.
   */
  override reply(response: Response, body: unknown, statusCode?: number) {
    const status = statusCode ?? response.statusCode;
    if (
      !isJsonValue(body) ||
      status < 200 ||
      status >= 300 ||
      status === 204 ||
      status === 205 ||
      HEADERS_FOR_EXPRESS.some((name) => response.hasHeader(name))
    )
      return super.reply(response, body, statusCode);
    response.statusCode = status;
    const app = this.getInstance<Express>();
    sendJson(response.req, response, body, app.get('etag fn') as EtagFn);
    return response;
  }

  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) {
      super.initHttpServer(options);
      return;
    }
    const app = this.getInstance<Express>();
    this.httpServer = createServer(expressMessageTypes(app), app);
  }
}
