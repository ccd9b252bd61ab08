import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { ValidationPipe } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppConfig } from './config/config';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { jsonBodyParser } from './common/body-parsers';
import { originCheck } from './common/origin-check';
import { clientApp } from './web/client-app';
import { isClientRoute } from './web/client-routes';
import { pageHead } from './web/question-head';
import { pageLinks } from './web/page-heads';
import { publicOrigin } from './common/public-origin';
import { QuestionsService } from './questions/questions.service';
import { RealtimeIoAdapter } from './realtime/realtime-io.adapter';
import { RealtimeStatus } from './realtime/realtime-status';
import { SessionMiddleware } from './auth/session.middleware';

export interface CreateAppOptions {
  config: AppConfig;
  /** The database to use: DATABASE_URL, or the embedded server's URL. */
  databaseUrl: string;
}

/** Builds the whole application; main.ts and the tests both use it. */
export async function createApp({
  config,
  databaseUrl,
}: CreateAppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl),
    {
      bodyParser: false,
      bufferLogs: true,
    },
  );
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.disable('x-powered-by');

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
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
      hsts:
        config.nodeEnv === 'production'
          ? { maxAge: 31_536_000, includeSubDomains: true }
          : false,
    }),
  );
  app.use(['/api', '/contact'], originCheck(config.appOrigin));
  app.use(jsonBodyParser());

  app.setGlobalPrefix('api', { exclude: ['contact', 'sitemap.xml'] });
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: false,
    }),
  );
  app.useGlobalFilters(new AllExceptionsFilter());

  const openApi = new DocumentBuilder()
    .setTitle('Dialect Community API')
    .setDescription(
      'Questions, answers, accounts and the Arabic-dialect translator',
    )
    .setVersion('1')
    .addCookieAuth(config.session.cookieName)
    .build();
  SwaggerModule.setup(
    'api/docs',
    app,
    () => SwaggerModule.createDocument(app, openApi),
    {
      useGlobalPrefix: false,
    },
  );

  for (const handler of clientApp({
    distDir: config.clientDistDir,
    isKnownRoute: isClientRoute,
    renderHead: pageHead(app.get(QuestionsService)),
    pageLinks,
    origin: (req) => publicOrigin(config, req),
  })) {
    app.use(handler);
  }
  const realtime = new RealtimeIoAdapter(app, {
    sessionHandlers: app.get(SessionMiddleware).handlers,
    appOrigin: config.appOrigin,
    trustProxy: config.trustProxy,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
  });
  await realtime.connectRedis();
  app.get(RealtimeStatus).attach(realtime);
  app.useWebSocketAdapter(realtime);
  return app;
}
