import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import {
  LocalThrottlerStorage,
  RedisThrottlerStorage,
} from '../common/redis-throttler.storage';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthController } from './auth.controller';
import { AuthFailuresRepository } from './auth-failures.repository';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { SessionMiddleware } from './session.middleware';
import { SessionSerializer } from './session.serializer';
import { SessionsRepository } from './sessions.repository';

@Module({
  imports: [
    UsersModule,
    PassportModule.register({ session: true }),
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      // With Redis, every instance counts in one place; otherwise in memory.
      useFactory: async (config: AppConfig) => ({
        storage: config.redisUrl
          ? await RedisThrottlerStorage.connect(
              config.redisUrl,
              config.redisPrefix,
            )
          : new LocalThrottlerStorage(),
        // The limits are the app's own guards (see common/per-ip-limit.guard.ts);
        // the module provides their storage.
        throttlers: [],
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    AuthFailuresRepository,
    SessionsRepository,
    LocalStrategy,
    SessionSerializer,
    SessionMiddleware,
    AdminBootstrapService,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AuthService, SessionMiddleware, AdminBootstrapService],
})
export class AuthModule implements NestModule {
  constructor(private readonly session: SessionMiddleware) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.session.httpHandler).forRoutes('{*path}');
  }
}
