import { MAX_BODY_DEPTH, unacceptableBody } from './body-parsers';

describe('unacceptableBody', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 'leaf';
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  };

  it('takes ordinary bodies, nesting up to the limit and surrogate pairs', () => {
    expect(
      unacceptableBody({ title: 'Salam 😀', tags: ['a', { b: 1 }] }),
    ).toBeUndefined();
    expect(unacceptableBody(nested(MAX_BODY_DEPTH))).toBeUndefined();
    expect(unacceptableBody(null)).toBeUndefined();
  });

  it('refuses deeper nesting, NUL characters and lone surrogates, in values and keys', () => {
    expect(unacceptableBody(nested(MAX_BODY_DEPTH + 1))).toMatch(
      /nested more than/,
    );
    expect(unacceptableBody(nested(100_000))).toMatch(/nested more than/);
    expect(unacceptableBody({ text: 'a\u0000b' })).toMatch(/NUL/);
    expect(unacceptableBody({ ['k\u0000']: 1 })).toMatch(/NUL/);
    expect(unacceptableBody({ email: '\ud800' })).toMatch(/lone surrogate/);
    expect(unacceptableBody({ text: 'x\udc00' })).toMatch(/lone surrogate/);
    expect(unacceptableBody([['\ud83d']])).toMatch(/lone surrogate/);
  });

  it('refuses keys that name built-in members of every object, at any depth', () => {
    for (const key of ['toString', 'valueOf', 'constructor', '__proto__'])
      expect(
        unacceptableBody(JSON.parse(`{"answerId": {"${key}": [1]}}`)),
      ).toBe(`Request body must not use "${key}" as a key`);
    expect(
      unacceptableBody(JSON.parse('[{"a": [{"hasOwnProperty": 1}]}]')),
    ).toMatch(/hasOwnProperty/);
    // As values, the same words are ordinary text.
    expect(
      unacceptableBody({ title: 'toString', content: '__proto__ valueOf' }),
    ).toBeUndefined();
  });
});
