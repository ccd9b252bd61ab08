import {
  CanActivate,
  ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import type { Request } from 'express';
import { unknownFields } from './validation-error';

/**
 * Refuses a body with any field on a route that takes none, with the 400 a
 * route's validation gives an unknown field: `{"like": true}` to the like
 * toggle would otherwise be read as a toggle all the same.
 */
@Injectable()
export class NoBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const body: unknown = context.switchToHttp().getRequest<Request>().body;
    if (body === null || typeof body !== 'object') return true;
    const fields = Object.keys(body);
    if (fields.length === 0) return true;
    throw unknownFields(body as Record<string, unknown>, fields);
  }
}

/** The route takes no body: any field in one is refused (see NoBodyGuard). */
export const TakesNoBody = () => UseGuards(NoBodyGuard);
