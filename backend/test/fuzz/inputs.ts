import fc from 'fast-check';

/**
 * Building blocks of the fuzz inputs: values a client may send in a field, a
 * path id, a query string or a header, valid or not.
 */

/** Text that has broken parsers and databases before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff lone surrogate',
  '\u202e\u2066override',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '%',
  '_%_',
  '\\',
  '$1',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(40),
  'null',
  'true',
  '[]',
  '{}',
  '\r\n\r\n',
  '\t',
  '😀'.repeat(50),
  'ﷺ',
  'é'.repeat(300),
  '&&&|||',
  '"phrase',
  '-',
  '- - -',
  '((((',
  ':*',
  '!',
  '<->',
] as const;

const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 12 }))
      .map(([a, b]) => a + b),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1000, max: 30_000 }).map((n) => 'x'.repeat(n)),
  },
);

/** Any JSON value, including the ones no field expects. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.constantFrom(
        0,
        -1,
        1.5,
        2_147_483_647,
        2_147_483_648,
        -2_147_483_649,
        Number.MAX_SAFE_INTEGER,
        1e308,
        -1e-308,
      ),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    ),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 4 }),
  },
  { weight: 1, arbitrary: fc.object({ maxDepth: 2, maxKeys: 3 }) },
);

/** A field: usually a valid value, often junk, sometimes missing. */
export function field<T>(
  valid: fc.Arbitrary<T>,
): fc.Arbitrary<T | unknown | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: junk },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Text of a length in [min, max], with some nasty content. */
export function text(min: number, max: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...NASTY_STRINGS),
          fc.string({ minLength: min, maxLength: Math.min(max, min + 40) }),
        )
        .map(([a, b]) => (a + b).slice(0, max)),
    },
  );
}

/**
 * A JSON body object: the model's fields (each valid, junk or missing) plus,
 * now and then, fields no route accepts.
 */
export function bodyOf(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const wrapped = Object.fromEntries(
    Object.entries(fields).map(([k, a]) => [k, field(a)]),
  );
  return fc
    .tuple(
      fc.record(wrapped),
      fc.oneof(
        { weight: 5, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.dictionary(
            fc.oneof(
              fc.string({ maxLength: 10 }),
              fc.constantFrom('__proto__', 'constructor', 'id', 'isAdmin'),
            ),
            junk,
            { maxKeys: 3 },
          ),
        },
      ),
    )
    .map(([known, extra]) => {
      const body: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(known))
        if (v !== undefined) body[k] = v;
      for (const [k, v] of Object.entries(extra))
        Object.defineProperty(body, k, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return body;
    });
}

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string };

/** What a request carries: mostly a JSON object, sometimes anything else. */
export function requestBody(
  object: fc.Arbitrary<Record<string, unknown>> | undefined,
): fc.Arbitrary<FuzzBody> {
  const others = fc.oneof(
    fc.constant<FuzzBody>({ kind: 'none' }),
    junk.map<FuzzBody>((value) => ({ kind: 'json', value })),
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[1,2',
        'not json',
        '{"title": "x" "y"}',
        '\u0000',
        '{"__proto__": {"isAdmin": true}}',
        '{"constructor": {"prototype": {"isAdmin": true}}}',
        '[' + '['.repeat(5000) + ']'.repeat(5000) + ']',
      )
      .map<FuzzBody>((text) => ({ kind: 'raw', text })),
    fc.constant<FuzzBody>({ kind: 'raw', text: 'y'.repeat(150_000) }),
  );
  if (!object) return others;
  return fc.oneof(
    {
      weight: 6,
      arbitrary: object.map<FuzzBody>((value) => ({ kind: 'json', value })),
    },
    { weight: 1, arbitrary: others },
  );
}

/** A path id: an existing one, another number, or not a number at all. */
export function pathId(existing: () => number[]): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.nat().map((n) => {
        const ids = existing();
        return ids.length ? String(ids[n % ids.length]) : '1';
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.integer({ min: -10, max: 100_000 }),
          fc.constantFrom(
            0,
            2_147_483_647,
            2_147_483_648,
            4_294_967_296,
            99_999_999_999,
          ),
        )
        .map(String),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            '1.5',
            '1e3',
            '0x10',
            '+1',
            '01',
            ' 1',
            '1 ',
            '9'.repeat(30),
            '-0',
            'null',
            'undefined',
          ),
          anyText.filter((s) => s.length > 0 && s.length < 200),
        )
        .map((s) => {
          try {
            return encodeURIComponent(s);
          } catch {
            return 'x';
          }
        }),
    },
  );
}

const asciiValue = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

/** A query string: the model's parameters (valid or junk), repeated ones, and strangers. */
export function queryOf(
  params: Record<string, fc.Arbitrary<string>>,
): fc.Arbitrary<string> {
  const value = (valid: fc.Arbitrary<string>) =>
    fc.oneof(
      { weight: 4, arbitrary: valid.map((v) => [v]) },
      {
        weight: 2,
        // Kept under Node's 16 kB header limit, so the app sees the request.
        arbitrary: anyText.map((v) => [v.slice(0, 2000)]),
      },
      {
        weight: 1,
        arbitrary: fc.array(fc.oneof(valid, anyText), {
          minLength: 2,
          maxLength: 3,
        }),
      },
      { weight: 2, arbitrary: fc.constant([] as string[]) },
    );
  const known = Object.entries(params).map(([k, a]) =>
    value(a).map((vs) => vs.map((v) => [k, v] as [string, string])),
  );
  return fc
    .tuple(
      fc.tuple(...known),
      fc.oneof(
        { weight: 4, arbitrary: fc.constant([] as [string, string][]) },
        {
          weight: 1,
          arbitrary: fc.array(
            fc.tuple(
              fc.oneof(
                asciiValue,
                fc.constantFrom('__proto__', 'search[]', 'limit[a]', 'a.b'),
              ),
              anyText.map((v) => v.slice(0, 1000)),
            ),
            { maxLength: 3 },
          ),
        },
      ),
      fc.boolean(),
    )
    .map(([groups, extra, bracketed]) => {
      const pairs = [...groups.flat(), ...extra];
      const parts = pairs.map(([k, v]) => {
        let ev: string;
        try {
          ev = encodeURIComponent(v);
        } catch {
          ev = '%ZZ';
        }
        const key = bracketed && k === 'search' ? 'search[x]' : k;
        return `${encodeURIComponent(key)}=${ev}`;
      });
      return parts.length ? `?${parts.join('&')}` : '';
    });
}

export interface FuzzHeaders {
  contentType?: string;
  extra: Record<string, string>;
  /** Send a foreign Origin on a state-changing request. */
  foreignOrigin: boolean;
  /** Send a garbage session cookie instead of the actor's. */
  badCookie?: string;
}

/** Headers: content types, languages, proxies' headers, and now and then a bad cookie or origin. */
export const headers: fc.Arbitrary<FuzzHeaders> = fc.record({
  contentType: fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'application/merge-patch+json',
        'application/json; charset=utf-8',
        'application/xml',
        'garbage',
      ),
    },
  ),
  extra: fc.dictionary(
    fc.constantFrom(
      'accept-language',
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-forwarded-host',
      'accept',
      'x-request-id',
      'if-none-match',
      'range',
      'x-http-method-override',
      'content-encoding',
    ),
    fc.oneof(
      asciiValue,
      fc.constantFrom('fr', 'ar;q=0.9', '*', '127.0.0.1, 10.0.0.1', 'gzip'),
    ),
    { maxKeys: 3 },
  ),
  foreignOrigin: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
  badCookie: fc.oneof(
    { weight: 19, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        asciiValue.filter((s) => !/[;,]/.test(s)),
        fc.constant('s%3Aforged.signature'),
      ),
    },
  ),
});
