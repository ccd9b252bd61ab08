import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ACCESS_KEY, AccessRule } from '../src/auth/access.decorators';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Every route and who may call it. A new route fails this test until its
 * access rule is written here, so nothing becomes public by accident.
 */
const ACCESS_TABLE: Record<string, AccessRule> = {
  'GET /api/health': 'public',
  'POST /api/register': 'public',
  'POST /api/login': 'public',
  'GET /api/login': 'public',
  'GET /api/logout': 'public',
  'POST /api/logout': 'public',
  'GET /api/user': 'public',
  'POST /api/user/password': 'user',
  'GET /api/users/public': 'user',
  'GET /api/fr/users/public': 'user',
  'GET /api/users/top-contributors': 'user',
  'GET /api/fr/users/top-contributors': 'user',
  'GET /api/users/communities': 'user',
  'GET /api/fr/users/communities': 'user',
  'GET /api/stats': 'user',
  'GET /api/fr/stats': 'user',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/questions': 'admin',
  'GET /api/admin/fr/questions': 'admin',
  'DELETE /api/admin/questions/:id': 'admin',
  'DELETE /api/admin/fr/questions/:id': 'admin',
  'GET /api/admin/reports': 'admin',
  'POST /api/admin/reports/:id/dismiss': 'admin',
  'GET /api/questions': 'public',
  'GET /api/fr/questions': 'public',
  'GET /api/questions/:id': 'public',
  'GET /api/fr/questions/:id': 'public',
  'GET /api/questions/:id/answers': 'public',
  'GET /api/fr/questions/:id/answers': 'public',
  'POST /api/questions': 'user',
  'POST /api/fr/questions': 'user',
  'POST /api/questions/:id/like': 'user',
  'POST /api/fr/questions/:id/like': 'user',
  'GET /api/language-counts': 'public',
  'GET /api/fr/language-counts': 'public',
  'POST /api/answers': 'user',
  'POST /api/fr/answers': 'user',
  'POST /api/votes': 'user',
  'POST /api/reports': 'user',
  'POST /api/translate': 'user',
  'POST /api/translator/translate': 'public',
  'POST /api/translator/advanced': 'public',
  'GET /api/translator/stats': 'user',
  'GET /api/translator/history': 'user',
  'POST /api/translator/tts': 'public',
  'GET /api/translator/audio/:file': 'public',
  'POST /api/translator/favorite': 'user',
  'GET /api/translator/favorites': 'user',
  'DELETE /api/translator/favorites/:id': 'user',
};

const EXCLUDED_FROM_PREFIX = new Set(['contact', 'sitemap.xml']);

function join(...parts: string[]): string {
  return (
    '/' +
    parts
      .map((p) => p.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/')
  );
}

describe('route access rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('has an access rule in the table for every route, and the table names no missing route', () => {
    const discovery = t.app.get(DiscoveryService);
    const scanner = t.app.get(MetadataScanner);
    const reflector = t.app.get(Reflector);
    const found: Record<string, AccessRule> = {};
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
        const paths: string[] | undefined = [].concat(
          Reflect.getMetadata(PATH_METADATA, handler) ?? [],
        );
        const method: RequestMethod | undefined = Reflect.getMetadata(
          METHOD_METADATA,
          handler,
        );
        if (method === undefined || paths.length === 0) continue;
        const rule =
          reflector.getAllAndOverride<AccessRule>(ACCESS_KEY, [
            handler,
            controller,
          ]) ?? 'user';
        for (const b of base) {
          for (const p of paths) {
            const full = join(b, p);
            const prefixed = EXCLUDED_FROM_PREFIX.has(full.slice(1))
              ? full
              : join('api', full);
            found[`${RequestMethod[method]} ${prefixed}`] = rule;
          }
        }
      }
    }
    expect(found).toEqual(ACCESS_TABLE);
  });
});
