import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { jsonResponse } from '../../../test/render-app';
import { translationHistoryQueryOptions } from '../api/get-translation-history';
import { translatorStatsQueryOptions } from '../api/get-translator-stats';
import { TRANSLATE_DEBOUNCE_MS } from '../constants';
import { makeStats } from '../test/fixtures';
import type { TranslationResponse } from '../types';
import { useTranslator, type TranslatorActions } from './use-translator';

type Call = {
  url: string;
  body: Record<string, unknown>;
  resolve: (response: Response) => void;
};

/** A fetch whose answers the test gives by hand, in any order. */
function controlledFetch() {
  const calls: Call[] = [];
  const fetchMock = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        calls.push({
          url: String(input),
          body: JSON.parse(String(init?.body ?? '{}')),
          resolve,
        });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const result = (translation: string, arabic = ''): TranslationResponse => ({
  translation,
  arabic_script: arabic,
  engine: 'standard',
  cached: false,
});

function setup({ minLength = 1 } = {}) {
  const queryClient = createQueryClient();
  const onError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useTranslator({ source: 'en', target: 'darija', minLength, onError }),
    { wrapper },
  );
  return { ...hook, onError, queryClient };
}

/** Lets promises (fetch, JSON parsing, the mutation) settle. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(0));
}

async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('useTranslator debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 1000 ms after the last change, then sends the text', async () => {
    const calls = controlledFetch();
    const { result: hook } = setup();

    act(() => hook.current.actions.setText('good morning'));
    expect(hook.current.state.status).toBe('waiting');

    await elapse(TRANSLATE_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    expect(hook.current.state.status).toBe('waiting');

    await elapse(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/translator/translate');
    expect(calls[0]?.body).toEqual({
      text: 'good morning',
      source_language: 'en',
      target_language: 'darija',
      feminine_mode: false,
    });
    // The indicator clears when the timer fires.
    expect(hook.current.state.status).toBe('translating');

    calls[0]?.resolve(jsonResponse(result('sbah lkhir', 'صباح الخير')));
    await settle();
    expect(hook.current.state).toMatchObject({
      status: 'idle',
      translation: 'sbah lkhir',
      arabicScript: 'صباح الخير',
      engine: 'standard',
    });
  });

  it('each keystroke restarts the timer: one request for the final text', async () => {
    const calls = controlledFetch();
    const { result: hook } = setup();

    act(() => hook.current.actions.setText('g'));
    await elapse(400);
    act(() => hook.current.actions.setText('go'));
    await elapse(400);
    act(() => hook.current.actions.setText('good'));
    await elapse(TRANSLATE_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await elapse(1);
    expect(calls.map((call) => call.body.text)).toEqual(['good']);
  });

  it.each([
    [
      'source',
      (a: TranslatorActions) => a.setSource('fr'),
      { source_language: 'fr' },
    ],
    [
      'target',
      (a: TranslatorActions) => a.setTarget('egyptian'),
      { target_language: 'egyptian' },
    ],
    [
      'feminine mode',
      (a: TranslatorActions) => a.setFeminine(true),
      { feminine_mode: true },
    ],
  ] as const)(
    'changing the %s restarts the timer and is sent',
    async (_, change, expected) => {
      const calls = controlledFetch();
      const { result: hook } = setup();
      act(() => hook.current.actions.setText('thank you'));
      await elapse(700);
      act(() => change(hook.current.actions));
      await elapse(700);
      expect(calls).toHaveLength(0);
      await elapse(300);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.body).toMatchObject({ text: 'thank you', ...expected });
    },
  );

  it('advanced mode sends to the advanced engine', async () => {
    const calls = controlledFetch();
    const { result: hook } = setup();
    act(() => hook.current.actions.setText('thank you'));
    await elapse(500);
    act(() => hook.current.actions.setAdvanced(true));
    await elapse(TRANSLATE_DEBOUNCE_MS);
    expect(calls.map((call) => call.url)).toEqual(['/api/translator/advanced']);
    expect(calls[0]?.body).not.toHaveProperty('advanced');
  });

  it('clearing the text cancels the pending timer and the result', async () => {
    const calls = controlledFetch();
    const { result: hook } = setup();
    act(() => hook.current.actions.setText('good morning'));
    await elapse(TRANSLATE_DEBOUNCE_MS);
    calls[0]?.resolve(jsonResponse(result('sbah lkhir', 'صباح الخير')));
    await settle();
    expect(hook.current.state.translation).toBe('sbah lkhir');

    act(() => hook.current.actions.setText('good morning!'));
    await elapse(500);
    act(() => hook.current.actions.setText('   '));
    expect(hook.current.state).toMatchObject({
      status: 'idle',
      translation: '',
      arabicScript: '',
    });
    await elapse(5 * TRANSLATE_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
  });

  it('the general translator waits for two characters', async () => {
    const calls = controlledFetch();
    const { result: hook } = setup({ minLength: 2 });
    act(() => hook.current.actions.setText('a'));
    expect(hook.current.state.status).toBe('idle');
    await elapse(2 * TRANSLATE_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    act(() => hook.current.actions.setText('ab'));
    await elapse(TRANSLATE_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
  });

  it('ignores a slow answer to an older request', async () => {
    const calls = controlledFetch();
    const { result: hook } = setup();
    act(() => hook.current.actions.setText('good'));
    await elapse(TRANSLATE_DEBOUNCE_MS);
    act(() => hook.current.actions.setText('good morning'));
    await elapse(TRANSLATE_DEBOUNCE_MS);
    expect(calls.map((call) => call.body.text)).toEqual([
      'good',
      'good morning',
    ]);

    calls[1]?.resolve(jsonResponse(result('sbah lkhir')));
    await settle();
    calls[0]?.resolve(jsonResponse(result('mzyan')));
    await settle();
    expect(hook.current.state.translation).toBe('sbah lkhir');
    expect(hook.current.state.status).toBe('idle');
  });

  it('reports a failure of the latest request only', async () => {
    const calls = controlledFetch();
    const { result: hook, onError } = setup();
    act(() => hook.current.actions.setText('one'));
    await elapse(TRANSLATE_DEBOUNCE_MS);
    act(() => hook.current.actions.setText('one two'));
    await elapse(TRANSLATE_DEBOUNCE_MS);

    calls[0]?.resolve(new Response('boom', { status: 502 }));
    await settle();
    expect(onError).not.toHaveBeenCalled();

    calls[1]?.resolve(
      jsonResponse({ statusCode: 429, message: 'Daily limit reached' }, 429),
    );
    await settle();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]?.[0])).toContain('429');
    expect(hook.current.state).toMatchObject({
      status: 'idle',
      translation: '',
    });
  });

  it('swap exchanges texts and languages, then translates the new text', async () => {
    const calls = controlledFetch();
    const { result: hook } = setup();
    act(() => hook.current.actions.swap());
    expect(hook.current.state.text).toBe('');

    act(() => hook.current.actions.setText('good morning'));
    await elapse(TRANSLATE_DEBOUNCE_MS);
    calls[0]?.resolve(jsonResponse(result('sbah lkhir', 'صباح الخير')));
    await settle();

    act(() => hook.current.actions.swap());
    expect(hook.current.state).toMatchObject({
      text: 'sbah lkhir',
      translation: 'good morning',
      arabicScript: '',
      source: 'darija',
      target: 'en',
      status: 'waiting',
    });
    await elapse(TRANSLATE_DEBOUNCE_MS);
    expect(calls[1]?.body).toMatchObject({
      text: 'sbah lkhir',
      source_language: 'darija',
      target_language: 'en',
    });
  });

  it('a successful translation refreshes the stats and the history', async () => {
    const calls = controlledFetch();
    const { result: hook, queryClient } = setup();
    queryClient.setQueryData(translatorStatsQueryOptions.queryKey, makeStats());
    queryClient.setQueryData(translationHistoryQueryOptions.queryKey, []);

    act(() => hook.current.actions.setText('hello'));
    await elapse(TRANSLATE_DEBOUNCE_MS);
    const state = (key: readonly unknown[]) =>
      queryClient.getQueryState(key)?.isInvalidated;
    expect(state(translatorStatsQueryOptions.queryKey)).toBe(false);

    calls[0]?.resolve(jsonResponse(result('ahlan')));
    await settle();
    expect(state(translatorStatsQueryOptions.queryKey)).toBe(true);
    expect(state(translationHistoryQueryOptions.queryKey)).toBe(true);
  });

  it('a failed translation refreshes nothing', async () => {
    const calls = controlledFetch();
    const { result: hook, queryClient } = setup();
    queryClient.setQueryData(translatorStatsQueryOptions.queryKey, makeStats());
    act(() => hook.current.actions.setText('hello'));
    await elapse(TRANSLATE_DEBOUNCE_MS);
    calls[0]?.resolve(new Response('', { status: 503 }));
    await settle();
    expect(
      queryClient.getQueryState(translatorStatsQueryOptions.queryKey)
        ?.isInvalidated,
    ).toBe(false);
  });

  it('no request follows an unmount', async () => {
    const calls = controlledFetch();
    const { result: hook, unmount } = setup();
    act(() => hook.current.actions.setText('hello'));
    unmount();
    await elapse(2 * TRANSLATE_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
  });
});

describe('useTranslator kept text', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  function mount(key: string, owner = 'guest', onError = vi.fn()) {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return renderHook(
      () =>
        useTranslator({
          source: 'en',
          target: 'darija',
          minLength: 1,
          onError,
          draft: { owner, key },
        }),
      { wrapper },
    );
  }

  it('gives the text and its languages back after a reload, and translates them again', async () => {
    const calls = controlledFetch();
    const first = mount('translator:/fr/translator');
    act(() => first.result.current.actions.setSource('fr'));
    act(() =>
      first.result.current.actions.setText('Je voudrais un thé à la menthe'),
    );
    first.unmount();

    const again = mount('translator:/fr/translator');
    expect(again.result.current.state).toMatchObject({
      text: 'Je voudrais un thé à la menthe',
      source: 'fr',
      target: 'darija',
      status: 'waiting',
    });
    await elapse(TRANSLATE_DEBOUNCE_MS);
    expect(calls.map((c) => c.body)).toEqual([
      expect.objectContaining({
        text: 'Je voudrais un thé à la menthe',
        source_language: 'fr',
        target_language: 'darija',
      }),
    ]);
    // Another page keeps its own.
    expect(mount('translator:/moroccan-darija').result.current.state.text).toBe(
      '',
    );
  });

  it('gives a translated text back with its translation after a reload, asking for nothing', async () => {
    const calls = controlledFetch();
    const first = mount('translator:/translator');
    act(() => first.result.current.actions.setText('good morning'));
    await elapse(TRANSLATE_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    await act(async () =>
      calls[0].resolve(jsonResponse(result('sbah lkhir', 'صباح الخير'))),
    );
    expect(first.result.current.state.translation).toBe('sbah lkhir');
    first.unmount();

    const again = mount('translator:/translator');
    expect(again.result.current.state).toMatchObject({
      text: 'good morning',
      translation: 'sbah lkhir',
      arabicScript: 'صباح الخير',
      engine: 'standard',
      status: 'idle',
      pending: null,
    });
    await elapse(2 * TRANSLATE_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);

    // A text changed after its translation is kept without it: translated
    // again after a reload.
    act(() => again.result.current.actions.setText('good morning!'));
    again.unmount();
    const changed = mount('translator:/translator');
    expect(changed.result.current.state).toMatchObject({
      text: 'good morning!',
      translation: '',
      status: 'waiting',
    });
    await elapse(TRANSLATE_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
  });

  it('translates a text whose translation failed again after a reload, without telling a second failure', async () => {
    const calls = controlledFetch();
    const firstError = vi.fn();
    const first = mount('translator:/translator', 'guest', firstError);
    act(() => first.result.current.actions.setText('merci beaucoup'));
    await elapse(TRANSLATE_DEBOUNCE_MS);
    await act(async () =>
      calls[0].resolve(jsonResponse({ message: 'Provider failed' }, 502)),
    );
    expect(firstError).toHaveBeenCalledTimes(1);
    first.unmount();

    // Reloaded: the text is tried again on its own; failing again, it says
    // nothing (the member did nothing), and the text stays.
    const againError = vi.fn();
    const again = mount('translator:/translator', 'guest', againError);
    await elapse(TRANSLATE_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
    await act(async () =>
      calls[1].resolve(jsonResponse({ message: 'Provider failed' }, 502)),
    );
    expect(againError).not.toHaveBeenCalled();
    expect(again.result.current.state).toMatchObject({
      text: 'merci beaucoup',
      translation: '',
    });

    // The next change is the member's: its failure is told.
    act(() => again.result.current.actions.setText('merci beaucoup !'));
    await elapse(TRANSLATE_DEBOUNCE_MS);
    await act(async () =>
      calls[2].resolve(jsonResponse({ message: 'Provider failed' }, 502)),
    );
    expect(againError).toHaveBeenCalledTimes(1);
  });

  it("keeps each member's text from other members and from a guest, and gives a guest's text to the member who signs in", () => {
    const amina = mount('translator:/translator', '7');
    act(() => amina.result.current.actions.setText('my own sentence'));
    amina.unmount();
    // Another member on the tab, or a guest once the session ended: nothing.
    expect(mount('translator:/translator', '8').result.current.state.text).toBe(
      '',
    );
    expect(mount('translator:/translator').result.current.state.text).toBe('');
    // Amina signed in again: hers.
    expect(mount('translator:/translator', '7').result.current.state.text).toBe(
      'my own sentence',
    );
    // A guest's text goes with them when they sign in, once.
    const guest = mount('translator:/moroccan-darija');
    act(() => guest.result.current.actions.setText('typed before signing in'));
    guest.unmount();
    expect(
      mount('translator:/moroccan-darija', '9').result.current.state.text,
    ).toBe('typed before signing in');
    expect(mount('translator:/moroccan-darija').result.current.state.text).toBe(
      '',
    );
  });

  it('forgets the text once it is cleared', () => {
    const first = mount('translator:/translator');
    act(() => first.result.current.actions.setText('good morning'));
    act(() => first.result.current.actions.setText(''));
    first.unmount();
    expect(mount('translator:/translator').result.current.state.text).toBe('');
  });
});
