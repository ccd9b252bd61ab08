import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import proxyAddr from 'proxy-addr';
import { ThrottlerStorage } from '@nestjs/throttler';
import { AppLogger, createRootLogger } from './logging/app-logger';
import { requestLog } from './logging/request-log';
import { AppModule } from './app.module';
import { AppConfig, PLAIN_SESSION_COOKIE } from './config/config';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { jsonBodyParser } from './common/body-parsers';
import { answerClientErrors } from './common/client-errors';
import { AppValidationPipe } from './common/validation.pipe';
import { ErrorResponse } from './common/dto/error.response';
import { originCheck } from './common/origin-check';
import { clientApp, START_AFTER_FIRST_PAINT_SOURCE } from './web/client-app';
import { apiCachePolicy } from './web/http-cache';
import { securityHeaders } from './web/security-headers';
import { AppExpressAdapter } from './web/express-adapter';
import { isClientRoute } from './web/client-routes';
import { pageHead } from './web/question-head';
import { pageLinks } from './web/page-heads';
import { AnswersService } from './answers/answers.service';
import { apiPreloads } from './web/api-preloads';
import { questionPageReads } from './web/page-frames';
import { publicOrigin } from './common/public-origin';
import { QuestionsService } from './questions/questions.service';
import { RealtimeIoAdapter } from './realtime/realtime-io.adapter';
import { RealtimeStatus } from './realtime/realtime-status';
import { SessionMiddleware } from './auth/session.middleware';
import { AppEventName, EventsService } from './events/events.service';
import { GuestReadCache, isGuestCacheable } from './web/guest-read-cache';
import {
  directReads,
  DirectReadsOptions,
  questionReads,
} from './web/direct-reads';
import { TranslatorService } from './translator/translator.service';
import { directTranslation } from './translator/direct-translation';
import { SearchOrderCache } from './questions/search-order-cache';
import { countAlike, countedRequestOf } from './common/count-request';
import { addressSubject, isAddressSubject } from './common/rate-limit.guard';
import type { RequestHandler } from 'express';
import type { RequestListener, Server } from 'node:http';
import type { Logger as Pino } from 'pino';
import type { Server as IoServer } from 'socket.io';

export interface CreateAppOptions {
  config: AppConfig;
  /** The database to use: DATABASE_URL, or the embedded server's URL. */
  databaseUrl: string;
}

/** Every route is served under /api, except these. */
/** Routes served at the site's root instead of under /api. */
export const PATHS_OUTSIDE_API = ['contact', 'sitemap.xml', 'robots.txt'];

function routeUnderApi(app: INestApplication): void {
  app.setGlobalPrefix('api', { exclude: PATHS_OUTSIDE_API });
}

/**
 * The OpenAPI description of every route, as served at /api/docs. The session
 * cookie is named as configured (`config.session.cookieName`).
 */
export function createOpenApiDocument(
  app: INestApplication,
  sessionCookie: string = PLAIN_SESSION_COOKIE,
): OpenAPIObject {
  const openApi = new DocumentBuilder()
    .setTitle('Dialect Community API')
    .setDescription(
      'Questions, answers, accounts and the Arabic-dialect translator',
    )
    .setVersion('1')
    .addCookieAuth(sessionCookie)
    .build();
  const document = SwaggerModule.createDocument(app, openApi, {
    extraModels: [ErrorResponse],
  });
  return withErrorResponses(document);
}

/** The HTTP methods an OpenAPI path item may describe. */
const OPERATION_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

/**
 * Every operation's errors: any status it does not list answers in the API's
 * one error shape (`ErrorResponse`, whose `code` names the error).
 */
function withErrorResponses(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!operation || operation.responses.default) continue;
      operation.responses.default = {
        description:
          "An error (4xx or 5xx) in the API's error shape: `code` names it, `message` explains it",
        content: {
          'application/json': {
            schema: { $ref: `#/components/schemas/${ErrorResponse.name}` },
          },
        },
      };
    }
  }
  return document;
}

/**
 * The OpenAPI description without starting the application: the modules are
 * assembled in preview mode, which creates no provider, so no database,
 * Redis or AI provider is reached.
 */
export async function buildOpenApiDocument(
  config: AppConfig,
): Promise<OpenAPIObject> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, 'postgres://localhost/unused'),
    { preview: true, logger: false },
  );
  routeUnderApi(app);
  return createOpenApiDocument(app, config.session.cookieName);
}

/** Events that change nothing a guest reads: they leave the guest read cache as it is. */
const EVENTS_LEAVING_READS = new Set<AppEventName>([
  'assistant.gave-up',
  'user.registered',
  'session.ended',
  'session.renewed',
  'contact.received',
  'user.admin-changed',
]);

/** The Socket.IO server-side event that tells the other instances to empty their guest read cache. */
const GUEST_CACHE_CLEAR = 'guest-read-cache:clear';

/**
 * Puts the guest read cache in front of the framework (see GuestReadCache).
 * Every event the app announces that may change a guest's read empties it,
 * and each clear caused on this instance is passed on to the others through
 * the realtime adapter (Redis), at most one message per turn of the event
 * loop.
 */
function serveGuestReadsFromMemory(
  app: NestExpressApplication,
  config: AppConfig,
  log: Pino,
  realtime: RealtimeIoAdapter,
  apiMiddlewares: RequestHandler[],
): void {
  if (config.guestCacheTtlMs <= 0) return;
  const sessions = app.get(SessionMiddleware);
  const limits = app.get<ThrottlerStorage>(ThrottlerStorage);
  const searchOrders = app.get(SearchOrderCache);
  const express = app.getHttpAdapter().getInstance();
  // The client's address as Express gives it (`req.ip`, by the app's `trust proxy`).
  const trust = express.get('trust proxy fn') as (
    addr: string,
    i: number,
  ) => boolean;
  const questions = app.get(QuestionsService);
  const answers = app.get(AnswersService);
  let io: IoServer | undefined;
  let announcing = false;
  const cache = new GuestReadCache({
    ttlMs: config.guestCacheTtlMs,
    maxEntries: 2000,
    maxBodyBytes: 512 * 1024,
    maxTotalBytes: 32 * 1024 * 1024,
    hasSessionCookie: (req) => sessions.hasCookie(req),
    cacheable: isGuestCacheable,
    // A question and its answers, when not kept, are read and sent without
    // the framework's routing (they need none of its guards or pipes).
    answerDirectly: directReads({
      route: questionReads({
        question: (id, locale) => questions.findForPage(id, locale, null),
        answers: (id, locale) => answers.listForQuestion(id, locale, null),
      }),
      middlewares: apiMiddlewares,
      etag: express.get('etag fn') as DirectReadsOptions['etag'],
      onError: (err, req) =>
        log.error({ err, url: req.url }, 'direct read not answered'),
    }),
    // Search pages' order is kept as long as guests' reads, for members too.
    onClear: () => searchOrders.clear(),
    // A guest's search served from memory counts against their address's
    // search limit as the app's own answer would.
    countedAs: countedRequestOf,
    countReplay: (req, counted) =>
      isAddressSubject(counted.subject)
        ? countAlike(limits, counted, addressSubject(proxyAddr(req, trust)))
        : Promise.resolve(false),
    announceClear: () => {
      if (announcing || !io) return;
      announcing = true;
      setImmediate(() => {
        announcing = false;
        io?.serverSideEmit(GUEST_CACHE_CLEAR);
      });
    },
    onServed: (req, status, reqId) => {
      if (log.isLevelEnabled('debug'))
        log.debug(
          { reqId, method: req.method, url: req.url, status, cache: 'hit' },
          'request completed',
        );
    },
  });
  realtime.onServerCreated((server) => {
    // Alone (no Redis), there is no other instance to tell.
    if (realtime.adapterName === 'memory') return;
    io = server;
    server.on(GUEST_CACHE_CLEAR, () => cache.clear());
  });
  app.get(EventsService).onEvery((name) => {
    if (!EVENTS_LEAVING_READS.has(name)) cache.clearEverywhere();
  });
  answerBeforeTheFramework(app, (listener) => cache.wrap(listener));
}

/** Puts `wrap` in front of the HTTP server's request listeners (the framework's). */
function answerBeforeTheFramework(
  app: NestExpressApplication,
  wrap: (listener: RequestListener) => RequestListener,
): void {
  const server = app.getHttpServer() as Server;
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  for (const listener of listeners) server.on('request', wrap(listener));
}

/** Builds the whole application; main.ts and the tests both use it. */
export async function createApp({
  config,
  databaseUrl,
}: CreateAppOptions): Promise<NestExpressApplication> {
  const log = createRootLogger({
    level: config.logLevel,
    pretty: config.nodeEnv === 'development',
  });
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl),
    new AppExpressAdapter(),
    { bodyParser: false, logger: new AppLogger(log) },
  );
  app.set('trust proxy', config.trustProxy ? 1 : false);
  answerClientErrors(app.getHttpServer() as Server);
  app.disable('x-powered-by');
  // Before every route, in this order; a guest's direct read (see
  // serveGuestReadsFromMemory) passes through the same ones.
  const beforeRoutes = {
    requestLog: requestLog(log),
    securityHeaders: securityHeaders({
      contentSecurityPolicy: {
        directives: {
          // The app's files, and the one inline script that starts it on a
          // page sent with its first frame.
          'script-src': ["'self'", START_AFTER_FIRST_PAINT_SOURCE],
          // Same-origin only: 'self' also covers the app's own ws:/wss: sockets.
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'none'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          'media-src': ["'self'", 'blob:', 'data:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'upgrade-insecure-requests': config.trustProxy ? [] : null,
        },
      },
      // Older browsers that ignore frame-ancestors: no framing either.
      frameguard: { action: 'deny' },
      // The page's address goes with requests to this site only (the logout and
      // login redirects read its locale from it), never to other sites.
      referrerPolicy: { policy: 'same-origin' },
      hsts:
        config.nodeEnv === 'production'
          ? { maxAge: 31_536_000, includeSubDomains: true }
          : false,
    }),
    // JSON and HTML over 1 kB; a response that already has a Content-Encoding
    // (precompressed client files, the gzipped sitemap) is left as it is.
    compression: compression({ threshold: 1024 }),
    apiCachePolicy: apiCachePolicy(config.session.cookieName),
  };
  app.use(beforeRoutes.requestLog);
  app.use(beforeRoutes.securityHeaders);
  app.use(beforeRoutes.compression);
  app.use('/api', beforeRoutes.apiCachePolicy);
  const origins = originCheck(config.appOrigin);
  const jsonBodies = jsonBodyParser();
  app.use(['/api', '/contact'], origins);
  app.use(jsonBodies);

  routeUnderApi(app);
  const validation = new AppValidationPipe();
  const errors = new AllExceptionsFilter();
  app.useGlobalPipes(validation);
  app.useGlobalFilters(errors);

  SwaggerModule.setup(
    'api/docs',
    app,
    () => createOpenApiDocument(app, config.session.cookieName),
    {
      useGlobalPrefix: false,
    },
  );

  const sessions = app.get(SessionMiddleware);
  const client = clientApp({
    distDir: config.clientDistDir,
    isKnownRoute: isClientRoute,
    renderHead: pageHead(app.get(QuestionsService)),
    pageLinks,
    apiPreloads,
    origin: (req) => publicOrigin(config, req),
    isGuest: (req) => !sessions.hasCookie(req),
    pageReads: questionPageReads(
      app.get(QuestionsService),
      app.get(AnswersService),
    ),
    onFrameError: (error, pathname) =>
      log.error({ err: error, pathname }, 'first frame not rendered'),
  });
  // No handlers: the folder has no built client (index.html).
  if (client.length === 0)
    log.warn(
      { clientDistDir: config.clientDistDir },
      'no built client (index.html) there: pages answer 404 and only the API is served; build it with npm run build',
    );
  for (const handler of client) app.use(handler);
  const realtime = new RealtimeIoAdapter(app, {
    sessionHandler: sessions.handler,
    appOrigin: config.appOrigin,
    trustProxy: config.trustProxy,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
  });
  await realtime.connectRedis();
  app.get(RealtimeStatus).attach(realtime);
  app.useWebSocketAdapter(realtime);
  serveGuestReadsFromMemory(
    app,
    config,
    log,
    realtime,
    Object.values(beforeRoutes),
  );
  // A guest's translation, the translator's busiest request, skips the
  // framework's routing (see directTranslation).
  const translator = app.get(TranslatorService);
  answerBeforeTheFramework(
    app,
    directTranslation({
      express: app.getHttpAdapter().getInstance(),
      beforeRoute: [...Object.values(beforeRoutes), origins, jsonBodies],
      validation,
      errors,
      hasSessionCookie: (req) => sessions.hasCookie(req),
      translate: (ip, dto) => translator.translate({ ip }, dto, 'standard'),
    }),
  );
  return app;
}
