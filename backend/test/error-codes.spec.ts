import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '../src/common/error-codes';
import { ApiClient } from './support/api-client';
import { startTestApp, TestApp } from './support/test-app';
import { sql } from './support/sql';

/** Every .ts file under src, tests and test tooling left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'testing' || name === 'bench' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [full] : [];
  });
}

describe('API error codes', () => {
  it('lists each code once, in snake_case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('has no code that nothing can answer', () => {
    const src = path.join(__dirname, '../src');
    const text = sourceFiles(src)
      .filter((file) => !file.endsWith(path.join('common', 'error-codes.ts')))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // The generic codes come from defaultErrorCode(); the specific ones must be thrown somewhere.
    const generic = readFileSync(
      path.join(src, 'common/error-codes.ts'),
      'utf8',
    ).split('export function defaultErrorCode')[1];
    const unused = ERROR_CODES.filter(
      (code) => !text.includes(`'${code}'`) && !generic.includes(`'${code}'`),
    );
    expect(unused).toEqual([]);
  });

  describe('over HTTP', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t?.close());

    it('documents the codes in OpenAPI as the ErrorCode enum', async () => {
      const doc = await (await fetch(`${t.url}/api/docs-json`)).json();
      expect(doc.components.schemas.ErrorCode.enum).toEqual([...ERROR_CODES]);
      expect(doc.components.schemas.ErrorResponse.required).toEqual(
        expect.arrayContaining(['statusCode', 'code', 'message', 'error']),
      );
    });

    it('answers validation errors with validation_failed and each field', async () => {
      const res = await new ApiClient(t.url).post('/api/register', {
        email: 'not-an-email',
        password: 'long enough password',
        username: 'x',
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.error).toBe('Bad Request');
      expect(Array.isArray(res.body.message)).toBe(true);
      const fields = res.body.fields.map((f: { field: string }) => f.field);
      expect(fields).toEqual(expect.arrayContaining(['email', 'username']));
      expect(fields).not.toContain('password');
      for (const f of res.body.fields)
        expect(f.constraints.length).toBeGreaterThan(0);
    });

    it('says each problem once, and of a value of the wrong type only that', async () => {
      const client = new ApiClient(t.url);
      await client.register();
      const noQuestion = await client.post('/api/answers', {
        content: 'An answer to no question',
      });
      expect(noQuestion.status).toBe(400);
      expect(noQuestion.body.message).toEqual([
        'questionId must be a question id',
      ]);
      const numeric = await client.post('/api/questions', {
        title: 'A title that is fine',
        content: 12345,
        language: 'en',
        targetLanguage: 'dz',
      });
      expect(numeric.status).toBe(400);
      expect(numeric.body.message).toEqual(['content must be a string']);
      // The fields still name every rule the value broke.
      expect(numeric.body.fields).toEqual([
        {
          field: 'content',
          constraints: expect.arrayContaining(['isString', 'maxLength']),
        },
      ]);
    });

    it('does not tell a missing value its upper bounds', async () => {
      const member = new ApiClient(t.url);
      await member.register();
      const missing = await member.post('/api/translate', {
        fromLanguage: 'dz',
        toLanguage: 'English',
      });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toEqual(
        expect.arrayContaining(['text must be a string']),
      );
      expect(missing.body.message.join(' ')).not.toMatch(/at most/);
      const nulls = await new ApiClient(t.url).post('/api/register', {
        email: null,
        password: null,
        username: null,
      });
      expect(nulls.status).toBe(400);
      expect(nulls.body.message.join(' ')).not.toMatch(/at most|shorter than/);
      // The fields still name every rule the value broke.
      expect(
        nulls.body.fields.find((f: { field: string }) => f.field === 'password')
          .constraints,
      ).toEqual(expect.arrayContaining(['maxLength']));
    });

    it('refuses an object posing as a number (its own toString) with 400, not a crash', async () => {
      const client = new ApiClient(t.url);
      await client.register();
      const asked = await client.post('/api/questions', {
        title: 'A question to report, oddly',
        language: 'en',
        targetLanguage: 'dz',
      });
      expect(asked.status).toBe(201);
      // Found by the fuzzing run (seed 775934).
      const report = await client.post('/api/reports', {
        questionId: asked.body.id,
        answerId: { toString: [3.1e247, '-#ZR_', true], '}6': [null] },
        reason: 'off-topic',
      });
      expect(report.status).toBe(400);
      expect(report.body.message).toBe(
        'Request body must not use "toString" as a key',
      );
      const [{ n }] = await sql<{ n: number }>(
        t.db.url,
        'SELECT count(*)::int AS n FROM reports WHERE question_id = $1',
        [asked.body.id],
      );
      expect(n).toBe(0);
    });

    it('answers a method a path does not take with 405 and the ones it does', async () => {
      const guest = new ApiClient(t.url);
      const remove = await guest.request('DELETE', '/api/questions');
      expect(remove.status).toBe(405);
      expect(remove.headers.get('allow')).toBe('GET, HEAD, POST');
      expect(remove.body).toEqual({
        statusCode: 405,
        code: 'method_not_allowed',
        message:
          'DELETE is not allowed on /api/questions; it accepts GET, HEAD, POST',
        error: 'Method Not Allowed',
      });
      const login = await guest.request('PUT', '/api/login', {
        email: 'a@example.com',
        password: 'x',
      });
      expect(login.status).toBe(405);
      expect(login.headers.get('allow')).toBe('GET, HEAD, POST');
      // A path with a parameter, and one whose route answers 404 itself.
      const patch = await guest.request('PATCH', '/api/questions/1');
      expect(patch.status).toBe(405);
      expect(patch.headers.get('allow')).toContain('GET');
      const missing = await guest.get('/api/questions/999999');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('allow')).toBeNull();
      // No route at all: still 404, whatever the method.
      for (const method of ['GET', 'POST', 'DELETE']) {
        const none = await guest.request(method, '/api/no-such-route');
        expect(none.status).toBe(404);
        expect(none.body.code).toBe('not_found');
      }
    });

    it('names the precise reason where there is one, else the status', async () => {
      const client = new ApiClient(t.url);
      const { account } = await client.register();
      const again = await new ApiClient(t.url).post('/api/register', {
        email: account.email,
        password: 'another-password',
        username: 'someone_else_entirely',
      });
      expect(again.body).toMatchObject({
        statusCode: 409,
        code: 'email_taken',
      });
      const guest = new ApiClient(t.url);
      expect((await guest.get('/api/questions/999999')).body.code).toBe(
        'question_not_found',
      );
      expect((await guest.get('/api/questions/abc')).body.code).toBe(
        'question_not_found',
      );
      expect((await guest.get('/api/no-such-route')).body.code).toBe(
        'not_found',
      );
      expect((await guest.get('/api/translator/favorites')).body.code).toBe(
        'sign_in_required',
      );
      const badJson = await guest.request('POST', '/api/login', '{"email": ');
      expect(badJson.body).toMatchObject({
        statusCode: 400,
        code: 'invalid_json',
      });
      const crossSite = await new ApiClient(t.url, 'https://evil.example').post(
        '/api/login',
        { email: 'a@example.com', password: 'x' },
      );
      expect(crossSite.body).toMatchObject({
        statusCode: 403,
        code: 'cross_site_refused',
      });
      const same = await client.post('/api/translator/translate', {
        text: 'hello',
        source_language: 'en',
        target_language: 'en',
      });
      expect(same.body).toMatchObject({ code: 'same_languages' });
    });
  });
});
