import {
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
} from '@nestjs/common';
import type { Request } from 'express';
import { User } from '../users/user';

export type AccessRule = 'public' | 'user' | 'admin';
export const ACCESS_KEY = 'access';

/** Open to guests. Routes without a rule need a signed-in user. */
export const Public = () =>
  SetMetadata(ACCESS_KEY, 'public' satisfies AccessRule);

/** Admins only: 401 for guests, 403 for other members. */
export const AdminOnly = () =>
  SetMetadata(ACCESS_KEY, 'admin' satisfies AccessRule);

/** The signed-in user (the session's user, never one named in a request body). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): User | undefined => {
    return ctx.switchToHttp().getRequest<Request>().user as User | undefined;
  },
);
