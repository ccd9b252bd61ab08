import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQuestion } from '../features/questions/test/fixtures';
import { prefetchHome, prefetchQuestion } from './loaders';

function args(url: string, params: Record<string, string> = {}) {
  return {
    request: new Request(`http://localhost${url}`),
    params,
    context: undefined,
  } as unknown as LoaderFunctionArgs;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('route loaders', () => {
  it('start the question and its answers together, then its related questions', async () => {
    const asked: string[] = [];
    let answerQuestion: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = String(input);
        asked.push(url);
        if (url === '/api/fr/questions/5')
          return new Promise<Response>((resolve) => {
            answerQuestion = resolve;
          });
        return Promise.resolve(json([]));
      }),
    );
    const client = new QueryClient();
    prefetchQuestion(client, args('/fr/question/5', { id: '5' }), 'fr');
    // Both requests are out before either answers.
    expect(asked).toEqual([
      '/api/fr/questions/5/answers',
      '/api/fr/questions/5',
    ]);
    answerQuestion(json(makeQuestion({ id: 5, targetLanguage: 'dz' })));
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toBe('/api/fr/questions?limit=4&offset=0&language=dz');
  });

  it('asks nothing for an id that cannot exist', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    prefetchQuestion(
      new QueryClient(),
      args('/question/abc', { id: 'abc' }),
      'en',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("starts the home list of the URL's filters and the language counts", () => {
    const fetchMock = vi.fn((_url: string) => Promise.resolve(json([])));
    vi.stubGlobal('fetch', fetchMock);
    prefetchHome(new QueryClient(), args('/?search=salam&page=2'), 'en');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/questions?limit=20&offset=20&search=salam',
      '/api/language-counts',
    ]);
  });
});
