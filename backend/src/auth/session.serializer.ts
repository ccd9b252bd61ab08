import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import { User } from '../users/user';
import { UsersService } from '../users/users.service';
import { isRecordId } from '../common/parse-id.pipe';
import { takeMemberReadWithSession } from './session.store';

/** What passport is told: the member, or false when the session names none. */
type Deserialized = (err: unknown, user?: Express.User | false) => void;

/**
 * Sessions keep only the user id; each request has the member's current row
 * (so a removed admin flag takes effect at once): the one read with the
 * session in the same statement, or else read now.
 */
@Injectable()
export class SessionSerializer {
  constructor(private readonly users: UsersService) {
    passport.serializeUser((user, done) => done(null, (user as User).id));
    // Three parameters: passport passes the request first.
    passport.deserializeUser((req: Request, id: unknown, done: Deserialized) =>
      this.deserializeUser(req, id, done),
    );
  }

  deserializeUser(req: object, id: unknown, done: Deserialized): void {
    // Not a member id: nobody.
    if (!isRecordId(id)) return done(null, false);
    const member = takeMemberReadWithSession(req);
    // Read with the session: that row, or nobody (no member has the id).
    if (member !== undefined)
      return done(null, member !== null && member.id === id ? member : false);
    this.users.findById(id).then(
      (user) => done(null, user ?? false),
      (error) => done(error),
    );
  }
}
