import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { LoginDto } from './dto/login.dto';
import { SessionMiddleware } from './session.middleware';
import { User } from '../users/user';
import { validationFailed } from '../common/validation-error';

/**
 * Validates the body like any DTO (guards run before pipes), then lets
 * passport-local check the credentials and start the session.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  constructor(private readonly sessions: SessionMiddleware) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const dto = plainToInstance(LoginDto, req.body ?? {});
    const errors = await validate(dto, {
      whitelist: true,
      forbidNonWhitelisted: true,
    });
    if (errors.length > 0) {
      throw validationFailed(errors);
    }
    // Passport puts the account signing in in req.user, over the session's.
    const previousUserId = (req.user as User | undefined)?.id;
    const ok = (await super.canActivate(context)) as boolean;
    await this.sessions.signIn(req, req.user as User, previousUserId);
    return ok;
  }
}
