import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { User } from '../users/user';
import { ACCESS_KEY, AccessRule } from './access.decorators';
import { ApiError, signInRequired } from '../common/http-error';

/** The one global guard: routes need a session unless @Public(); @AdminOnly() needs an admin. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const rule =
      this.reflector.getAllAndOverride<AccessRule>(ACCESS_KEY, [
        context.getHandler(),
        context.getClass(),
      ]) ?? 'user';
    if (rule === 'public') return true;
    const user = context.switchToHttp().getRequest<Request>().user as
      User | undefined;
    if (!user) throw signInRequired();
    if (rule === 'admin' && !user.isAdmin)
      throw new ApiError(
        403,
        'admin_required',
        'Admin privileges are required',
      );
    return true;
  }
}
