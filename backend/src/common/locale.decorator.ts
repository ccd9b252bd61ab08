import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { Locale } from './languages';

/** `fr` for the `/api/fr/...` forms of a route, `en` otherwise. */
export function localeOfPath(path: string): Locale {
  return /^\/api\/(admin\/)?fr(\/|$)/.test(path) ? 'fr' : 'en';
}

export const RequestLocale = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Locale => {
    return localeOfPath(ctx.switchToHttp().getRequest<Request>().path);
  },
);
