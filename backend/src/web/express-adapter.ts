import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

/**
 * The constructors Node uses for each request and response of `app`, built
 * with Express's own prototypes (`app.request`, `app.response`) already in
 * place.
 *
 * Express gives each request and response its prototypes on arrival
 * (`Object.setPrototypeOf`). In V8 an object whose prototype changes after it
 * was built gets a hidden class of its own: then every property the
 * middlewares add to it, and every property read of it in code shared by all
 * requests, takes the engine's slow path. Measured on the translator's route,
 * that was a third of the server's CPU time per request. An object built
 * with the prototype Express sets keeps it (the set changes nothing), and all
 * requests share their hidden classes.
 */
export function expressMessageTypes(app: Express): {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
} {
  function AppRequest(this: IncomingMessage, socket: Socket): void {
    IncomingMessage.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(
    this: ServerResponse,
    req: IncomingMessage,
    options?: object,
  ): void {
    Reflect.apply(ServerResponse, this, [req, options]);
  }
  AppResponse.prototype = app.response;
  return {
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
}

/**
 * Nest's Express adapter, whose HTTP server builds requests and responses
 * with Express's prototypes (see expressMessageTypes). With HTTPS or
 * `forceCloseConnections`, neither of which the app uses, Nest's own server
 * is kept.
 */
export class AppExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) {
      super.initHttpServer(options);
      return;
    }
    const app = this.getInstance<Express>();
    this.httpServer = createServer(expressMessageTypes(app), app);
  }
}
