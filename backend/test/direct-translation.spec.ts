import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { AccessGuard } from '../src/auth/access.guard';
import { ACCESS_KEY } from '../src/auth/access.decorators';
import { TranslatorController } from '../src/translator/translator.controller';
import { ApiClient } from './support/api-client';
import { raw, RawResponse } from './support/raw-request';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';

const PATH = '/api/translator/translate';

const json = (value: unknown) => JSON.stringify(value);

/** The headers that must match: all but those of one response alone. */
const sameFor = (res: RawResponse) => {
  const headers = { ...res.headers };
  delete headers.date;
  delete headers['x-request-id'];
  return headers;
};

/** How many translations the guests of 127.0.0.1 used today. */
async function usedToday(t: TestApp): Promise<number> {
  const rows = await sql<{ count: number }>(
    t.db.url,
    "SELECT count FROM translation_usage WHERE subject = 'ip:127.0.0.1'",
  );
  return rows[0]?.count ?? 0;
}

describe("a guest's translation, answered without the framework's routing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      TRANSLATOR_DAILY_LIMITS: 'guest:100,free:100,basic:500,pro:5000',
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** The same request sent to the direct answer and, with a query, to the route. */
  async function both(
    headers: Record<string, string>,
    body: string | Buffer,
  ): Promise<{ direct: RawResponse; routed: RawResponse; guards: number[] }> {
    const guard = jest.spyOn(AccessGuard.prototype, 'canActivate');
    const direct = await raw(`${t.url}${PATH}`, headers, 'POST', body);
    const directGuards = guard.mock.calls.length;
    const routed = await raw(
      `${t.url}${PATH}?via=route`,
      headers,
      'POST',
      body,
    );
    const guards = [directGuards, guard.mock.calls.length - directGuards];
    guard.mockRestore();
    return { direct, routed, guards };
  }

  it('sends what the route sends: the same status, headers and bytes, for every answer', async () => {
    const sent = {
      'content-type': 'application/json',
      origin: t.url,
    };
    const cases: {
      name: string;
      body: string | Buffer;
      headers?: Record<string, string>;
      status: number;
      /** Whether the request reaches the route (else a handler before it answers). */
      routed: boolean;
    }[] = [
      {
        name: 'a phrase',
        body: json({
          text: 'thank you',
          source_language: 'en',
          target_language: 'darija',
        }),
        status: 200,
        routed: true,
      },
      {
        name: 'to a woman, in French, accepting brotli',
        body: json({
          text: 'merci beaucoup',
          source_language: 'fr',
          target_language: 'egyptian',
          feminine_mode: true,
        }),
        headers: { 'accept-encoding': 'br, gzip' },
        status: 200,
        routed: true,
      },
      {
        name: 'an empty text',
        body: json({
          text: '   ',
          source_language: 'en',
          target_language: 'darija',
        }),
        status: 400,
        routed: true,
      },
      {
        name: 'an unknown field and an unknown language',
        body: json({
          text: 'hello',
          source_language: 'en',
          target_language: 'klingon',
          admin: true,
        }),
        status: 400,
        routed: true,
      },
      {
        name: 'no body at all',
        body: '',
        status: 400,
        routed: true,
      },
      {
        name: 'the same language on both sides',
        body: json({
          text: 'hello',
          source_language: 'en',
          target_language: 'en',
        }),
        status: 400,
        routed: true,
      },
      {
        name: "longer than a guest's plan allows",
        body: json({
          text: 'a'.repeat(501),
          source_language: 'en',
          target_language: 'darija',
        }),
        status: 400,
        routed: true,
      },
      {
        name: 'a text the phrasebook does not know',
        body: json({
          text: 'the quarterly report is overdue',
          source_language: 'en',
          target_language: 'darija',
        }),
        status: 422,
        routed: true,
      },
      {
        name: 'not JSON',
        body: '{"text":',
        status: 400,
        routed: false,
      },
      {
        name: 'a list',
        body: '[1]',
        status: 400,
        routed: false,
      },
      {
        name: 'bytes that are not UTF-8',
        body: Buffer.from([0x7b, 0x22, 0x74, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
        status: 400,
        routed: false,
      },
      {
        name: 'a body over the limit',
        body: json({ text: 'a'.repeat(110_000) }),
        status: 413,
        routed: false,
      },
      {
        name: 'a form',
        body: 'text=hello',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        status: 415,
        routed: false,
      },
      {
        name: 'from another site',
        body: json({
          text: 'thank you',
          source_language: 'en',
          target_language: 'darija',
        }),
        headers: { origin: 'https://elsewhere.example' },
        status: 403,
        routed: false,
      },
    ];
    const before = await usedToday(t);
    for (const c of cases) {
      const { direct, routed, guards } = await both(
        { ...sent, ...c.headers },
        c.body,
      );
      expect([c.name, direct.status, routed.status]).toEqual([
        c.name,
        c.status,
        c.status,
      ]);
      // The route runs the app's guard; the direct answer runs none.
      expect([c.name, ...guards]).toEqual([c.name, 0, c.routed ? 1 : 0]);
      expect([c.name, sameFor(direct)]).toEqual([c.name, sameFor(routed)]);
      expect([c.name, direct.body.toString('base64')]).toEqual([
        c.name,
        routed.body.toString('base64'),
      ]);
    }
    // Only the two translations made count, each once per answer: the
    // refused ones were given back.
    expect(await usedToday(t)).toBe(before + 4);
  });

  it("leaves a member's translation, another method and another path to the framework", async () => {
    const member = new ApiClient(t.url);
    await member.register();
    const guard = jest.spyOn(AccessGuard.prototype, 'canActivate');
    const res = await member.post(PATH, {
      text: 'thank you',
      source_language: 'en',
      target_language: 'darija',
    });
    expect(res.status).toBe(200);
    expect(guard).toHaveBeenCalledTimes(1);
    // A member's translation goes to their history, which the route keeps.
    const history = await member.get('/api/translator/history');
    expect(history.body).toHaveLength(1);

    guard.mockClear();
    const get = await raw(`${t.url}${PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const advanced = await raw(
      `${t.url}/api/translator/advanced`,
      { 'content-type': 'application/json', origin: t.url },
      'POST',
      json({
        text: 'thank you',
        source_language: 'en',
        target_language: 'darija',
      }),
    );
    expect(advanced.status).toBe(403);
    expect(guard).toHaveBeenCalledTimes(1);
  });

  it('has nothing of its own to skip: the route is public, with no guard, pipe, interceptor or filter, and reads only its body, request and member', () => {
    const handler = Object.getOwnPropertyDescriptor(
      TranslatorController.prototype,
      'translate',
    )?.value as () => unknown;
    expect(Reflect.getMetadata(ACCESS_KEY, handler)).toBe('public');
    for (const key of [
      GUARDS_METADATA,
      PIPES_METADATA,
      INTERCEPTORS_METADATA,
      EXCEPTION_FILTERS_METADATA,
    ]) {
      expect([key, Reflect.getMetadata(key, handler)]).toEqual([
        key,
        undefined,
      ]);
      expect([key, Reflect.getMetadata(key, TranslatorController)]).toEqual([
        key,
        undefined,
      ]);
    }
    const args = Reflect.getMetadata(
      ROUTE_ARGS_METADATA,
      TranslatorController,
      'translate',
    ) as Record<string, { index: number; pipes: unknown[] }>;
    const kinds = Object.keys(args)
      .map((key) =>
        key.includes('__customRouteArgs__') ? 'member' : key.split(':')[0],
      )
      .sort();
    // Body, Req and the member (a custom decorator), with no pipe of their own.
    expect(kinds).toEqual(
      [
        String(RouteParamtypes.BODY),
        String(RouteParamtypes.REQUEST),
        'member',
      ].sort(),
    );
    expect(Object.values(args).every((arg) => arg.pipes.length === 0)).toBe(
      true,
    );
  });
});

describe("a guest's daily translations, counted alike on either way in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      TRANSLATOR_DAILY_LIMITS: 'guest:2,free:10,basic:500,pro:5000',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts each translation once and answers 429 alike at the limit', async () => {
    const headers = { 'content-type': 'application/json', origin: t.url };
    const body = json({
      text: 'good morning',
      source_language: 'en',
      target_language: 'levantine',
    });
    const first = await raw(`${t.url}${PATH}`, headers, 'POST', body);
    const second = await raw(
      `${t.url}${PATH}?via=route`,
      headers,
      'POST',
      body,
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await usedToday(t)).toBe(2);

    const direct = await raw(`${t.url}${PATH}`, headers, 'POST', body);
    const routed = await raw(
      `${t.url}${PATH}?via=route`,
      headers,
      'POST',
      body,
    );
    expect([direct.status, routed.status]).toEqual([429, 429]);
    const refusal = (res: RawResponse) => {
      const { message: _m, ...rest } = JSON.parse(res.body.toString()) as {
        message: string;
      };
      return rest;
    };
    expect(refusal(direct)).toEqual(refusal(routed));
    expect(refusal(direct)).toMatchObject({
      code: 'daily_translation_limit',
      params: { limit: 2 },
    });
    expect(Number(direct.headers['retry-after'])).toBeGreaterThan(0);
    expect(Object.keys(sameFor(direct)).sort()).toEqual(
      Object.keys(sameFor(routed)).sort(),
    );
    expect(await usedToday(t)).toBe(2);
  });
});
