import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { User } from '../users/user';
import { UsersService } from '../users/users.service';

/** Sessions keep only the user id; each request loads the current row (so a removed admin flag takes effect at once). */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: User, done: (err: unknown, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(
    id: unknown,
    done: (err: unknown, user?: User | false) => void,
  ): void {
    if (typeof id !== 'number') return done(null, false);
    this.users.findById(id).then(
      (user) => done(null, user ?? false),
      (error) => done(error),
    );
  }
}
