import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PATHS_OUTSIDE_API } from '../../src/app';

/** Paths the app serves outside the /api prefix. */
const EXCLUDED_FROM_PREFIX = new Set(PATHS_OUTSIDE_API);

export interface Route {
  /** e.g. `GET` */
  method: string;
  /** The full path in Express form, e.g. `/api/questions/:id` */
  path: string;
  controller: new (...args: never[]) => unknown;
  handler: (...args: never[]) => unknown;
}

function join(...parts: string[]): string {
  return (
    '/' +
    parts
      .map((p) => p.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/')
  );
}

/** Every route of every controller, walked from the router's metadata. */
export function listRoutes(app: NestExpressApplication): Route[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const routes: Route[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as
      (new (...args: never[]) => unknown) | null;
    if (!controller || !wrapper.instance) continue;
    const base = ([] as string[]).concat(
      Reflect.getMetadata(PATH_METADATA, controller) ?? '',
    );
    const proto = Object.getPrototypeOf(wrapper.instance);
    for (const name of scanner.getAllMethodNames(proto)) {
      const handler = proto[name];
      const paths: string[] = [].concat(
        Reflect.getMetadata(PATH_METADATA, handler) ?? [],
      );
      const method: RequestMethod | undefined = Reflect.getMetadata(
        METHOD_METADATA,
        handler,
      );
      if (method === undefined || paths.length === 0) continue;
      for (const b of base) {
        for (const p of paths) {
          const full = join(b, p);
          routes.push({
            method: RequestMethod[method],
            path: EXCLUDED_FROM_PREFIX.has(full.slice(1))
              ? full
              : join('api', full),
            controller,
            handler,
          });
        }
      }
    }
  }
  return routes;
}
