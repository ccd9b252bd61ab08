import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { User } from '../users/user';
import { AuthService } from './auth.service';

/** passport-local with the e-mail as the user name. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({
      usernameField: 'email',
      passwordField: 'password',
      passReqToCallback: true,
    });
  }

  validate(req: Request, email: string, password: string): Promise<User> {
    return this.auth.validateCredentials(email, password, req.ip ?? 'unknown');
  }
}
