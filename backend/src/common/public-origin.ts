import type { Request } from 'express';
import { AppConfig } from '../config/config';

/** The site's public origin: APP_ORIGIN, or the request's own. */
export function publicOrigin(config: AppConfig, req: Request): string {
  return config.appOrigin ?? `${req.protocol}://${req.get('host')}`;
}
