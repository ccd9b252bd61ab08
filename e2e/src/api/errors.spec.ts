import { STATUS_CODES } from 'node:http';
import { expect, test, type APIResponse } from '@playwright/test';
import { apiAs, newMemberApi } from '../support/api';
import { uniqueHandle } from '../support/names';
import { roleAccount } from '../support/roles';

/**
 * Every refusal has one shape — `{ statusCode, message, error }` (plus a machine-readable
 * `code` where the API gives one) — a clear message, and changes nothing.
 */

async function expectError(
  response: APIResponse,
  status: number,
  message?: RegExp,
) {
  expect(response.status(), await response.text()).toBe(status);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({
    statusCode: status,
    error: STATUS_CODES[status],
  });
  const text = Array.isArray(body.message)
    ? body.message.join(' | ')
    : body.message;
  expect(typeof text).toBe('string');
  expect(String(text).length).toBeGreaterThan(0);
  if (message) expect(String(text)).toMatch(message);
  if ('code' in body) expect(body.code).toMatch(/^[a-z][a-z0-9_]*$/);
  // No stack trace, SQL or other internals.
  expect(JSON.stringify(body)).not.toMatch(
    /\bat .+\.js:\d+|SELECT |INSERT |node_modules/,
  );
  return body;
}

test('bad sign-up input is refused with what is wrong, and creates no account', async ({
  playwright,
  baseURL,
}) => {
  const api = await apiAs(playwright, baseURL, 'guest');
  const { email, username } = uniqueHandle();
  await expectError(
    await api.post('/api/register', {
      data: { email: 'not-an-email', password: 'short', username },
    }),
    400,
    /password must be at least 8 characters/,
  );
  await expectError(
    await api.post('/api/register', {
      data: {
        email,
        password: 'long enough password',
        username: 'no spaces allowed',
      },
    }),
    400,
    /username must be 3-30 characters/,
  );
  // Neither attempt left an account behind.
  await expectError(
    await api.post('/api/login', {
      data: { email, password: 'long enough password' },
    }),
    401,
  );
  await api.dispose();
});

test('a taken username or e-mail is a conflict', async ({
  playwright,
  baseURL,
}) => {
  const member = roleAccount('member');
  expect(member, 'the setup saved the member').toBeTruthy();
  const api = await apiAs(playwright, baseURL, 'guest');
  const fresh = uniqueHandle();
  await expectError(
    await api.post('/api/register', {
      data: {
        email: fresh.email,
        password: 'long enough password',
        username: member!.username,
      },
    }),
    409,
  );
  await expectError(
    await api.post('/api/register', {
      data: {
        email: member!.email,
        password: 'long enough password',
        username: fresh.username,
      },
    }),
    409,
  );
  await api.dispose();
});

test('malformed, non-JSON and oversized bodies are refused', async ({
  playwright,
  baseURL,
}) => {
  const api = await apiAs(playwright, baseURL, 'guest');
  await expectError(
    await api.post('/api/login', {
      headers: { 'Content-Type': 'application/json' },
      data: Buffer.from('{"email": '),
    }),
    400,
    /not valid JSON/,
  );
  // A JSON string (what a text sent as JSON becomes) is JSON, but no object.
  await expectError(
    await api.post('/api/login', {
      headers: { 'Content-Type': 'application/json' },
      data: '{"email": ',
    }),
    400,
    /must be a JSON object/,
  );
  await expectError(
    await api.post('/api/login', {
      headers: { 'Content-Type': 'text/plain' },
      data: 'email=someone',
    }),
    415,
  );
  await expectError(
    await api.post('/api/login', {
      data: { email: 'someone@example.com', password: 'x'.repeat(2_000_000) },
    }),
    413,
  );
  await api.dispose();
});

test('signed-out, cross-site and unknown requests are refused and change nothing', async ({
  playwright,
  baseURL,
}) => {
  const guest = await apiAs(playwright, baseURL, 'guest');
  const title = `Refused question ${uniqueHandle().username}`;
  await expectError(
    await guest.post('/api/questions', {
      data: { title, language: 'en', targetLanguage: 'dz' },
    }),
    401,
  );
  await expectError(
    await guest.post('/api/login', {
      data: {
        email: roleAccount('member')!.email,
        password: 'not the password',
      },
    }),
    401,
    /Invalid email or password/,
  );

  // A signed-in member's request from another site is refused.
  const { api: member } = await newMemberApi(playwright, baseURL);
  await expectError(
    await member.post('/api/questions', {
      headers: { Origin: 'https://elsewhere.example' },
      data: { title, language: 'en', targetLanguage: 'dz' },
    }),
    403,
    /Cross-site request refused/,
  );
  await expectError(await member.get('/api/admin/stats'), 403);
  await expectError(
    await member.post('/api/answers', {
      data: { questionId: 1, content: 'short' },
    }),
    400,
  );

  // Nothing was asked.
  const search = await guest.get('/api/questions', {
    params: { search: title },
  });
  const found = (await search.json()) as { questions: { title: string }[] };
  expect(found.questions.map((q) => q.title)).not.toContain(title);

  await expectError(await guest.get('/api/questions/2147483000'), 404);
  // An id that is not a number names no question either.
  await expectError(
    await guest.get('/api/questions/not-a-number'),
    404,
    /Question not found/,
  );
  await expectError(await guest.get('/api/no-such-endpoint'), 404);
  await member.dispose();
  await guest.dispose();
});
