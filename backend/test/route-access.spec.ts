import { Reflector } from '@nestjs/core';
import { ACCESS_KEY, AccessRule } from '../src/auth/access.decorators';
import { listRoutes } from './support/routes';
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
  'POST /api/admin/reports/:id/delete-item': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/sitemap': 'admin',
  'GET /api/admin/contact-messages': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'PATCH /api/admin/users/:id/admin': 'admin',
  'PATCH /api/admin/users/:id/plan': 'admin',
  'DELETE /api/admin/answers/:id': 'admin',
  'POST /api/admin/seed': 'admin',
  'POST /api/admin/seed-darija': 'admin',
  'POST /api/admin/seed-darija-french': 'admin',
  'GET /sitemap.xml': 'public',
  'GET /robots.txt': 'public',
  'POST /contact': 'public',
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
  'GET /api/translator/plans': 'public',
  'GET /api/assistant': 'public',
  'GET /api/translator/stats': 'user',
  'GET /api/translator/history': 'user',
  'POST /api/translator/tts': 'public',
  'GET /api/translator/audio/:file': 'public',
  'POST /api/translator/favorite': 'user',
  'GET /api/translator/favorites': 'user',
  'DELETE /api/translator/favorites/:id': 'user',
};

describe('route access rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('has an access rule in the table for every route, and the table names no missing route', () => {
    const reflector = t.app.get(Reflector);
    const found: Record<string, AccessRule> = {};
    for (const route of listRoutes(t.app)) {
      found[`${route.method} ${route.path}`] =
        reflector.getAllAndOverride<AccessRule>(ACCESS_KEY, [
          route.handler,
          route.controller,
        ]) ?? 'user';
    }
    expect(found).toEqual(ACCESS_TABLE);
  });
});
