import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import passport from 'passport';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

export const SESSION_COOKIE = 'sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Sessions stored in PostgreSQL (connect-pg-simple) behind an httpOnly,
 * SameSite=Lax cookie named `sid`, Secure behind HTTPS; then passport.
 */
@Injectable()
export class SessionMiddleware implements OnApplicationShutdown {
  private readonly store: session.Store & { close?: () => void };
  readonly handlers: RequestHandler[];

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    const PgStore = connectPgSimple(session);
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    this.store = new PgStore({
      pool,
      tableName: 'sessions',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    });
    this.handlers = [
      session({
        name: SESSION_COOKIE,
        secret: config.sessionSecret,
        store: this.store,
        resave: false,
        saveUninitialized: false,
        rolling: false,
        proxy: config.trustProxy,
        cookie: {
          httpOnly: true,
          sameSite: 'lax',
          secure: config.trustProxy ? 'auto' : false,
          maxAge: THIRTY_DAYS_MS,
          path: '/',
        },
      }),
      passport.initialize(),
      passport.session(),
    ];
  }

  onApplicationShutdown(): void {
    this.store.close?.();
    // passport is a process-wide singleton: forget this app's (de)serializers so an
    // app started later in the same process (tests restart the app) uses only its own.
    const registry = passport as unknown as {
      _serializers: unknown[];
      _deserializers: unknown[];
    };
    registry._serializers = [];
    registry._deserializers = [];
  }
}
