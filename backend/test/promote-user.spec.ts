import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ApiClient } from './support/api-client';
import { startTestApp, TestApp } from './support/test-app';

const CLI = path.resolve(__dirname, '..', 'dist', 'cli', 'promote-user.js');

function promote(t: TestApp, ...args: string[]) {
  return spawnSync(process.execPath, [CLI, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: t.db.url,
      SESSION_SECRET: 'x'.repeat(40),
      NODE_ENV: 'test',
    },
    encoding: 'utf8',
  });
}

describe('npm run user:promote -- <email>', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('makes an existing member an admin, who then passes the admin guard', async () => {
    const browser = new ApiClient(t.url);
    const { account } = await browser.register();
    expect((await browser.get('/api/admin/users')).status).toBe(403);
    const result = promote(t, account.email.toUpperCase());
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `${account.email} (@${account.username}) is now an admin.`,
    );
    expect((await browser.get('/api/admin/users')).status).toBe(200);
  });

  it('says so and exits non-zero for an unknown e-mail, and prints usage without one', () => {
    const unknown = promote(t, 'nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(
      'No account with the e-mail nobody@example.com',
    );
    const usage = promote(t);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run user:promote -- <email>');
  });
});
