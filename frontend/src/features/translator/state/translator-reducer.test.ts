import { describe, expect, it } from 'vitest';
import type { TranslationResponse } from '../types';
import {
  createTranslatorState,
  isTranslatable,
  translatorReducer,
  type TranslatorAction,
  type TranslatorState,
} from './translator-reducer';

const dialectPage = () =>
  createTranslatorState({ source: 'en', target: 'darija', minLength: 1 });

const generalPage = () =>
  createTranslatorState({ source: 'en', target: 'darija', minLength: 2 });

function run(state: TranslatorState, ...actions: TranslatorAction[]) {
  return actions.reduce(translatorReducer, state);
}

const answer = (
  overrides: Partial<TranslationResponse> = {},
): TranslationResponse => ({
  translation: 'sbah lkhir',
  arabic_script: 'صباح الخير',
  engine: 'standard',
  cached: false,
  ...overrides,
});

/** Types `text`, lets the timer fire and answers with `response`. */
function translated(
  state: TranslatorState,
  text: string,
  response = answer(),
): TranslatorState {
  const typed = run(state, { type: 'textChanged', text });
  const id = typed.requestId;
  return run(
    typed,
    { type: 'timerFired', id },
    { type: 'succeeded', id, response },
  );
}

describe('translator reducer', () => {
  it('starts idle, empty, from English to the page dialect', () => {
    expect(dialectPage()).toMatchObject({
      text: '',
      source: 'en',
      target: 'darija',
      feminine: false,
      advanced: false,
      translation: '',
      arabicScript: '',
      engine: null,
      status: 'idle',
      pending: null,
    });
  });

  it('typing starts the debounce with the request that will be sent', () => {
    const state = run(dialectPage(), {
      type: 'textChanged',
      text: 'good morning',
    });
    expect(state.status).toBe('waiting');
    expect(state.pending).toEqual({
      id: state.requestId,
      text: 'good morning',
      source_language: 'en',
      target_language: 'darija',
      feminine_mode: false,
      advanced: false,
    });
  });

  it('every change of text, languages or modes restarts with a new request', () => {
    let state = run(dialectPage(), { type: 'textChanged', text: 'hello' });
    const changes: TranslatorAction[] = [
      { type: 'textChanged', text: 'hello there' },
      { type: 'sourceChanged', language: 'fr' },
      { type: 'targetChanged', language: 'ar' },
      { type: 'feminineChanged', value: true },
      { type: 'advancedChanged', value: true },
    ];
    for (const change of changes) {
      const before = state.requestId;
      state = run(state, change);
      expect(state.status, change.type).toBe('waiting');
      expect(state.requestId, change.type).toBeGreaterThan(before);
      expect(state.pending?.id, change.type).toBe(state.requestId);
    }
    expect(state.pending).toMatchObject({
      text: 'hello there',
      source_language: 'fr',
      target_language: 'ar',
      feminine_mode: true,
      advanced: true,
    });
  });

  it('a change to the same value restarts nothing', () => {
    const state = run(dialectPage(), { type: 'textChanged', text: 'hello' });
    for (const same of [
      { type: 'textChanged', text: 'hello' },
      { type: 'sourceChanged', language: 'en' },
      { type: 'targetChanged', language: 'darija' },
      { type: 'feminineChanged', value: false },
      { type: 'advancedChanged', value: false },
    ] satisfies TranslatorAction[]) {
      expect(translatorReducer(state, same), same.type).toBe(state);
    }
  });

  it('blank text clears the result and cancels what was due', () => {
    const done = translated(dialectPage(), 'good morning');
    expect(done.translation).toBe('sbah lkhir');

    for (const blank of ['', '   ', '\n\t ']) {
      const cleared = run(done, { type: 'textChanged', text: blank });
      expect(cleared).toMatchObject({
        text: blank,
        translation: '',
        arabicScript: '',
        engine: null,
        resultOf: null,
        status: 'idle',
        pending: null,
      });
    }

    const waiting = run(dialectPage(), { type: 'textChanged', text: 'hi' });
    const cancelled = run(waiting, { type: 'textChanged', text: ' ' });
    expect(cancelled.status).toBe('idle');
    expect(cancelled.pending).toBeNull();
    // The old timer can no longer start a request.
    expect(
      run(cancelled, { type: 'timerFired', id: waiting.requestId }),
    ).toEqual(cancelled);
  });

  it('changing a language or mode without text schedules nothing', () => {
    const state = run(
      dialectPage(),
      { type: 'targetChanged', language: 'ar' },
      { type: 'feminineChanged', value: true },
    );
    expect(state.status).toBe('idle');
    expect(state.pending).toBeNull();
    expect(state.target).toBe('ar');
    expect(state.feminine).toBe(true);
  });

  it('dialect pages translate from one character, the general page from two', () => {
    expect(run(dialectPage(), { type: 'textChanged', text: 'a' }).status).toBe(
      'waiting',
    );
    const general = run(generalPage(), { type: 'textChanged', text: 'a' });
    expect(general.status).toBe('idle');
    expect(general.pending).toBeNull();
    expect(run(general, { type: 'textChanged', text: 'ab' }).status).toBe(
      'waiting',
    );
    // Surrounding spaces do not count.
    expect(
      run(generalPage(), { type: 'textChanged', text: ' a ' }).status,
    ).toBe('idle');
    expect(isTranslatable(' a ', 2)).toBe(false);
    expect(isTranslatable('ab', 2)).toBe(true);
    // Zero-width characters show nothing, so they are no text either, as the
    // server has it; nor does an emoji count twice toward the minimum.
    expect(
      run(generalPage(), { type: 'textChanged', text: '\u200b\u200b\u200b' })
        .status,
    ).toBe('idle');
    expect(isTranslatable('\u200b\u200b\u2060 \u200b', 1)).toBe(false);
    expect(isTranslatable('\u200ba\u200b', 2)).toBe(false);
    expect(isTranslatable('😀', 2)).toBe(false);
  });

  it('the timer clears the indicator and the answer shows the result', () => {
    const typed = run(dialectPage(), {
      type: 'textChanged',
      text: 'good morning',
    });
    const sent = run(typed, { type: 'timerFired', id: typed.requestId });
    expect(sent.status).toBe('translating');
    expect(sent.pending).toEqual(typed.pending);

    const done = run(sent, {
      type: 'succeeded',
      id: typed.requestId,
      response: answer(),
    });
    expect(done).toMatchObject({
      status: 'idle',
      pending: null,
      translation: 'sbah lkhir',
      arabicScript: 'صباح الخير',
      engine: 'standard',
      resultOf: {
        text: 'good morning',
        source_language: 'en',
        target_language: 'darija',
        feminine_mode: false,
        advanced: false,
      },
    });
  });

  it('a missing Arabic script shows as none', () => {
    const done = translated(
      dialectPage(),
      'hola',
      answer({ translation: 'hello', arabic_script: '' }),
    );
    expect(done.arabicScript).toBe('');
  });

  it('answers to stale requests are ignored', () => {
    const first = run(dialectPage(), { type: 'textChanged', text: 'good' });
    const sent = run(first, { type: 'timerFired', id: first.requestId });
    // The member keeps typing while the first request is on its way.
    const second = run(sent, { type: 'textChanged', text: 'good morning' });
    expect(second.status).toBe('waiting');

    const late = run(second, {
      type: 'succeeded',
      id: first.requestId,
      response: answer({ translation: 'mzyan' }),
    });
    expect(late).toBe(second);
    expect(run(second, { type: 'failed', id: first.requestId })).toBe(second);
    // Nor can a stale timer fire the new request early.
    expect(run(second, { type: 'timerFired', id: first.requestId })).toBe(
      second,
    );
  });

  it('an answer after the text was cleared is ignored', () => {
    const typed = run(dialectPage(), { type: 'textChanged', text: 'hello' });
    const sent = run(typed, { type: 'timerFired', id: typed.requestId });
    const cleared = run(sent, { type: 'textChanged', text: '' });
    expect(
      run(cleared, {
        type: 'succeeded',
        id: typed.requestId,
        response: answer(),
      }).translation,
    ).toBe('');
  });

  it('a failure of the latest request clears the result', () => {
    const done = translated(dialectPage(), 'good morning');
    const typed = run(done, { type: 'textChanged', text: 'good night' });
    const sent = run(typed, { type: 'timerFired', id: typed.requestId });
    const failed = run(sent, { type: 'failed', id: typed.requestId });
    expect(failed).toMatchObject({
      text: 'good night',
      translation: '',
      arabicScript: '',
      engine: null,
      status: 'idle',
      pending: null,
    });
  });

  it('swap does nothing without a translation', () => {
    const typed = run(dialectPage(), { type: 'textChanged', text: 'hello' });
    expect(run(typed, { type: 'swapped' })).toBe(typed);
    expect(run(dialectPage(), { type: 'swapped' })).toEqual(dialectPage());
  });

  it('swap waits while newer text waits for its translation, so nothing typed is lost', () => {
    const typedMore = run(translated(dialectPage(), 'good morning'), {
      type: 'textChanged',
      text: 'good morning friend',
    });
    expect(typedMore.pending).not.toBeNull();
    expect(run(typedMore, { type: 'swapped' })).toBe(typedMore);
  });

  it.each([
    ['dialect page', dialectPage],
    ['general translator', generalPage],
  ])(
    'swap on the %s exchanges texts and languages and clears the Arabic script',
    (_, page) => {
      const done = translated(page(), 'good morning');
      const swapped = run(done, { type: 'swapped' });
      expect(swapped).toMatchObject({
        text: 'sbah lkhir',
        translation: 'good morning',
        arabicScript: '',
        engine: null,
        resultOf: null,
        source: 'darija',
        target: 'en',
      });
      // The new text is translated in turn.
      expect(swapped.status).toBe('waiting');
      expect(swapped.pending).toMatchObject({
        text: 'sbah lkhir',
        source_language: 'darija',
        target_language: 'en',
      });
    },
  );

  it('picking the other side language exchanges the two', () => {
    const state = run(
      dialectPage(),
      { type: 'textChanged', text: 'hello' },
      { type: 'targetChanged', language: 'en' },
    );
    expect(state).toMatchObject({ source: 'darija', target: 'en' });
    expect(state.pending).toMatchObject({
      source_language: 'darija',
      target_language: 'en',
    });
    expect(run(state, { type: 'sourceChanged', language: 'en' })).toMatchObject(
      { source: 'en', target: 'darija' },
    );
  });

  it.each([
    ['sourceChanged', 'darija'],
    ['targetChanged', 'en'],
  ] as const)(
    'after a translation, %s to the other side language swaps as the button does',
    (type, language) => {
      const done = translated(dialectPage(), 'good morning');
      const state = run(done, { type, language });
      expect(state).toMatchObject({
        text: 'sbah lkhir',
        translation: 'good morning',
        arabicScript: '',
        source: 'darija',
        target: 'en',
      });
      expect(state.pending).toMatchObject({
        text: 'sbah lkhir',
        source_language: 'darija',
        target_language: 'en',
      });
    },
  );

  it('while a newer text waits, the other side language exchanges the languages alone', () => {
    const done = translated(dialectPage(), 'good morning');
    const typedMore = run(done, { type: 'textChanged', text: 'chokran' });
    const state = run(typedMore, { type: 'sourceChanged', language: 'darija' });
    expect(state).toMatchObject({
      text: 'chokran',
      source: 'darija',
      target: 'en',
    });
    expect(state.pending).toMatchObject({
      text: 'chokran',
      source_language: 'darija',
    });
  });
});
