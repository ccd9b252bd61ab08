import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstFrameHeads } from '../../../prerender/render';
import { renderApp, sentBodies, testUser } from '../../../test/render-app';
import {
  apiError,
  handlers,
  makeStats,
  onGet,
  onPost,
  premiumStats,
  translateLikeTheServer,
} from '../test/fixtures';
import {
  chooseOption,
  jsonResponse,
  openOptions,
  requestsTo,
  stubAudio,
  stubClipboard,
  typeText,
  waitForTranslation,
} from '../test/page-helpers';
import type { TranslatorStats } from '../types';

const STATS = '/api/translator/stats';
const TRANSLATE = '/api/translator/translate';
const ADVANCED = '/api/translator/advanced';
const TTS = '/api/translator/tts';

function translatorApi({
  stats,
  translate = translateLikeTheServer,
  tts = () => jsonResponse({ audio_url: '/api/translator/audio/abc.mp3' }),
}: {
  stats?: TranslatorStats;
  translate?: (body: unknown) => Response | Promise<Response>;
  tts?: (body: unknown) => Response | Promise<Response>;
} = {}) {
  return handlers(
    onGet(STATS, () =>
      stats ? jsonResponse(stats) : apiError(401, 'Unauthorized'),
    ),
    onGet('/api/translator/history', () => jsonResponse([])),
    onPost(TRANSLATE, translate),
    onPost(ADVANCED, translate),
    onPost(TTS, tts),
  );
}

async function translateGoodMorning() {
  await typeText('good morning');
  await waitForTranslation();
  return screen.findByTestId('translator-translation');
}

describe('dialect translator pages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a guest types, sees the indicator, then the translation and its Arabic script', async () => {
    const { fetchMock } = renderApp('/moroccan-darija', {
      handler: translatorApi(),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Moroccan Darija Translator',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Translation will appear here...')).toBeTruthy();
    expect(screen.getByTestId('translator-counter').textContent).toBe(
      '0/500 characters',
    );
    expect(screen.getByPlaceholderText('Type your text here...')).toBeTruthy();
    expect(screen.getByLabelText('From').textContent).toContain('English');
    expect(screen.getByLabelText('To').textContent).toContain(
      'Moroccan Darija',
    );
    // No result yet: no Listen, no Copy, and nothing to swap.
    expect(screen.queryByTestId('translator-listen')).toBeNull();
    expect(screen.queryByTestId('translator-copy')).toBeNull();
    expect(
      screen.getByTestId('translator-swap').getAttribute('aria-disabled'),
    ).toBe('true');

    await typeText('good morning');
    expect(screen.getByText('Translating...')).toBeTruthy();
    expect(screen.getByTestId('translator-counter').textContent).toBe(
      '12/500 characters',
    );
    expect(requestsTo(fetchMock, TRANSLATE, 'POST')).toBe(0);

    await waitForTranslation();
    expect(
      (await screen.findByTestId('translator-translation')).textContent,
    ).toBe('sbah lkhir');
    expect(screen.queryByText('Translating...')).toBeNull();
    const arabic = screen.getByTestId('translator-arabic-script');
    expect(arabic.textContent).toBe('صباح الخير');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(screen.getByTestId('translator-engine').textContent).toBe(
      'Translated by: Standard',
    );
    expect(screen.getByTestId('translator-listen')).toBeTruthy();
    expect(screen.getByTestId('translator-copy')).toBeTruthy();
    expect(sentBodies(fetchMock, TRANSLATE)).toEqual([
      {
        text: 'good morning',
        source_language: 'en',
        target_language: 'darija',
        feminine_mode: false,
      },
    ]);

    // Guests: no stats, no banner, no favorites, advanced mode locked.
    expect(requestsTo(fetchMock, STATS)).toBe(0);
    expect(screen.queryByTestId('translator-usage-banner')).toBeNull();
    expect(screen.queryByTestId('translator-favorite')).toBeNull();
    const advanced = screen.getByRole('switch', {
      name: 'Advanced mode (Gemini)',
    });
    expect(advanced.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('translator-advanced-badge').textContent).toBe(
      'Premium',
    );
  });

  it('shows the request under way when nothing is on screen yet', async () => {
    let release: (response: Response) => void = () => {};
    renderApp('/moroccan-darija', {
      handler: translatorApi({
        translate: () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      }),
    });
    await typeText('good morning');
    expect(screen.getByText('Translating...')).toBeTruthy();
    expect(screen.queryByTestId('translator-pending')).toBeNull();
    await waitForTranslation();
    // The indicator clears when the request goes (as the spec has it); the
    // placeholder shimmers until the answer comes.
    expect(screen.queryByText('Translating...')).toBeNull();
    expect(screen.getByTestId('translator-pending')).toBeTruthy();
    release(
      jsonResponse({
        translation: 'sbah lkhir',
        arabic_script: 'صباح الخير',
        engine: 'standard',
        cached: false,
      }),
    );
    expect(
      (await screen.findByTestId('translator-translation')).textContent,
    ).toBe('sbah lkhir');
    expect(screen.queryByTestId('translator-pending')).toBeNull();
  });

  it('shows a text without Arabic script alone, and the placeholder when cleared', async () => {
    renderApp('/moroccan-darija', { handler: translatorApi() });
    await typeText('see you');
    await waitForTranslation();
    expect(
      (await screen.findByTestId('translator-translation')).textContent,
    ).toBe('[translated] see you');
    expect(screen.queryByTestId('translator-arabic-script')).toBeNull();

    await typeText('   ');
    expect(screen.queryByText('Translating...')).toBeNull();
    expect(screen.getByText('Translation will appear here...')).toBeTruthy();
    expect(screen.queryByTestId('translator-listen')).toBeNull();
  });

  it('feminine mode is sent with the request', async () => {
    const { fetchMock } = renderApp('/levantine-arabic', {
      handler: translatorApi(),
    });
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Feminine mode' }),
    );
    await typeText('thank you');
    await waitForTranslation();
    await screen.findByTestId('translator-translation');
    expect(sentBodies(fetchMock, TRANSLATE)).toEqual([
      {
        text: 'thank you',
        source_language: 'en',
        target_language: 'levantine',
        feminine_mode: true,
      },
    ]);
  });

  it('a free member sees the usage banner, the Free badge and a locked advanced mode', async () => {
    const { fetchMock } = renderApp('/moroccan-darija', {
      user: testUser,
      handler: translatorApi({ stats: makeStats() }),
    });
    const banner = await screen.findByTestId('translator-usage-banner');
    expect(banner.textContent).toContain('Translations today: 3/50');
    expect(screen.getByTestId('translator-plan-badge').textContent).toBe(
      'Free',
    );
    const advanced = screen.getByRole('switch', {
      name: 'Advanced mode (Gemini)',
    });
    expect(advanced.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('translator-advanced-badge').textContent).toBe(
      'Premium',
    );

    // A translation refreshes the stats.
    expect(requestsTo(fetchMock, STATS)).toBe(1);
    await translateGoodMorning();
    await waitFor(() => expect(requestsTo(fetchMock, STATS)).toBe(2));
  });

  it('a premium member can switch advanced mode on, which uses the advanced engine', async () => {
    const { fetchMock } = renderApp('/egyptian-arabic', {
      user: testUser,
      handler: translatorApi({
        stats: premiumStats(),
        translate: () =>
          jsonResponse({
            translation: 'sabah el kheir',
            arabic_script: 'صباح الخير',
            engine: 'advanced',
            cached: false,
          }),
      }),
    });
    expect(
      (await screen.findByTestId('translator-plan-badge')).textContent,
    ).toBe('Premium');
    const advanced = screen.getByRole('switch', {
      name: 'Advanced mode (Gemini)',
    });
    expect(advanced.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('translator-advanced-badge')).toBeNull();

    fireEvent.click(advanced);
    expect(advanced.getAttribute('aria-checked')).toBe('true');
    await typeText('good morning');
    await waitForTranslation();
    expect((await screen.findByTestId('translator-engine')).textContent).toBe(
      'Translated by: Advanced',
    );
    expect(requestsTo(fetchMock, TRANSLATE, 'POST')).toBe(0);
    expect(sentBodies(fetchMock, ADVANCED)).toEqual([
      {
        text: 'good morning',
        source_language: 'en',
        target_language: 'egyptian',
        feminine_mode: false,
      },
    ]);
  });

  it('a refused translation and a sound read the stats again: a plan changed meanwhile shows', async () => {
    let plan = premiumStats();
    stubAudio();
    const { fetchMock } = renderApp('/egyptian-arabic', {
      user: testUser,
      handler: handlers(
        onGet(STATS, () => jsonResponse(plan)),
        onGet('/api/translator/history', () => jsonResponse([])),
        onPost(ADVANCED, () =>
          apiError(
            403,
            'Advanced mode is part of the Premium plans (basic and pro)',
            'Forbidden',
          ),
        ),
        onPost(TRANSLATE, translateLikeTheServer),
        onPost(TTS, () =>
          jsonResponse({ audio_url: '/api/translator/audio/abc.mp3' }),
        ),
      ),
    });
    expect(
      (await screen.findByTestId('translator-plan-badge')).textContent,
    ).toBe('Premium');
    // An admin moves the member to the free plan while the page is open.
    plan = makeStats();
    fireEvent.click(
      screen.getByRole('switch', { name: 'Advanced mode (Gemini)' }),
    );
    await typeText('good morning');
    await waitFor(() =>
      expect(requestsTo(fetchMock, ADVANCED, 'POST')).toBe(1),
    );
    await waitFor(() => expect(requestsTo(fetchMock, STATS)).toBe(2));
    await waitFor(() =>
      expect(screen.getByTestId('translator-plan-badge').textContent).toBe(
        'Free',
      ),
    );
    expect(
      screen
        .getByRole('switch', { name: 'Advanced mode (Gemini)' })
        .hasAttribute('disabled'),
    ).toBe(true);

    // Speech counts against the day too: the banner follows.
    await typeText('good evening');
    await waitForTranslation();
    await waitFor(() => expect(requestsTo(fetchMock, STATS)).toBe(3));
    fireEvent.click(await screen.findByTestId('translator-listen'));
    await waitFor(() => expect(requestsTo(fetchMock, STATS)).toBe(4));
  });

  it('a failed translation shows the generic error, not the server reason', async () => {
    renderApp('/moroccan-darija', {
      handler: translatorApi({
        translate: () =>
          apiError(
            429,
            'Daily limit reached: resets in 3 h',
            'Too Many Requests',
          ),
      }),
    });
    await typeText('good morning');
    await waitForTranslation();
    expect(await screen.findByText('Translation Error')).toBeTruthy();
    expect(screen.getByText('Failed to translate text')).toBeTruthy();
    expect(screen.queryByText(/Daily limit reached/)).toBeNull();
    expect(screen.getByText('Translation will appear here...')).toBeTruthy();
  });

  it('swap exchanges the texts and the languages and drops the Arabic script', async () => {
    renderApp('/moroccan-darija', { handler: translatorApi() });
    await translateGoodMorning();
    const swap = screen.getByTestId('translator-swap') as HTMLButtonElement;
    swap.focus();
    fireEvent.click(swap);
    // Off while the swapped text translates, but still focusable: the
    // keyboard's focus stays where it was.
    expect(swap.getAttribute('aria-disabled')).toBe('true');
    expect(swap.disabled).toBe(false);
    expect(document.activeElement).toBe(swap);

    expect(
      (screen.getByTestId('translator-source-text') as HTMLTextAreaElement)
        .value,
    ).toBe('sbah lkhir');
    expect(screen.getByLabelText('From').textContent).toContain(
      'Moroccan Darija',
    );
    expect(screen.getByLabelText('To').textContent).toContain('English');
    expect(screen.queryByTestId('translator-arabic-script')).toBeNull();
  });

  it('Listen plays the audio at full volume and is busy while it loads, keeping the focus', async () => {
    const played = stubAudio();
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = renderApp('/moroccan-darija', {
      handler: translatorApi({
        tts: () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    });
    await translateGoodMorning();
    const listen = screen.getByTestId('translator-listen') as HTMLButtonElement;
    listen.focus();
    fireEvent.click(listen);
    await waitFor(() =>
      expect(listen.getAttribute('aria-disabled')).toBe('true'),
    );
    expect(listen.disabled).toBe(false);
    expect(document.activeElement).toBe(listen);
    // Pressed again meanwhile: nothing more is asked.
    fireEvent.click(listen);
    expect(sentBodies(fetchMock, TTS)).toEqual([
      { text: 'sbah lkhir', language: 'darija' },
    ]);

    await act(async () => {
      answer(
        jsonResponse({
          audio_url: '/api/translator/audio/abc.mp3',
          engine: 'offline',
          cached: false,
        }),
      );
    });
    await waitFor(() =>
      expect(listen.getAttribute('aria-disabled')).toBeNull(),
    );
    expect(played).toEqual([
      { src: '/api/translator/audio/abc.mp3', volume: 1 },
    ]);
  });

  it('Listen pressed twice at once asks once, and a new sound stops the one playing', async () => {
    const played = stubAudio();
    const { fetchMock } = renderApp('/moroccan-darija', {
      handler: translatorApi(),
    });
    await translateGoodMorning();
    const listen = screen.getByTestId('translator-listen');
    // A double click: both presses land before the button shows it is busy.
    fireEvent.click(listen);
    fireEvent.click(listen);
    await waitFor(() => expect(played).toHaveLength(1));
    expect(sentBodies(fetchMock, TTS)).toHaveLength(1);
    await waitFor(() =>
      expect(listen.getAttribute('aria-disabled')).toBeNull(),
    );
    fireEvent.click(listen);
    await waitFor(() => expect(played).toHaveLength(2));
    expect(sentBodies(fetchMock, TTS)).toHaveLength(2);
    expect(played[0].paused).toBe(true);
    expect(played[1].paused).toBeUndefined();
  });

  it('offers Listen and Copy for the result on screen alone, read in the language it was made for', async () => {
    stubAudio();
    const writeText = stubClipboard();
    let second: (response: Response) => void = () => {};
    let calls = 0;
    const { fetchMock } = renderApp('/moroccan-darija', {
      handler: translatorApi({
        translate: (body) => {
          calls += 1;
          return calls === 1
            ? translateLikeTheServer(body)
            : new Promise<Response>((resolve) => (second = resolve));
        },
      }),
    });
    await translateGoodMorning();

    // Another target: while the change waits, "Translating..." replaces the
    // result, and nothing can read or copy the text no longer shown.
    await chooseOption('translator-target-language', 'French');
    expect(screen.getByText('Translating...')).toBeTruthy();
    expect(screen.queryByTestId('translator-listen')).toBeNull();
    expect(screen.queryByTestId('translator-copy')).toBeNull();

    // The request is out: the former result shows again until the answer,
    // and is read aloud as the Darija it is.
    await waitForTranslation();
    expect(screen.getByTestId('translator-translation').textContent).toBe(
      'sbah lkhir',
    );
    fireEvent.click(screen.getByTestId('translator-listen'));
    await waitFor(() =>
      expect(sentBodies(fetchMock, TTS)).toEqual([
        { text: 'sbah lkhir', language: 'darija' },
      ]),
    );
    fireEvent.click(screen.getByTestId('translator-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('sbah lkhir'));
    await act(async () => {
      second(
        jsonResponse({
          translation: 'bonjour',
          arabic_script: '',
          engine: 'standard',
        }),
      );
    });
    expect(
      (await screen.findByTestId('translator-translation')).textContent,
    ).toBe('bonjour');
  });

  it.each([
    ['the audio cannot play', { fails: true }, undefined],
    [
      'the speech request fails',
      { fails: false },
      () => apiError(503, 'Speech is unavailable'),
    ],
  ])('shows the audio error when %s', async (_, audio, tts) => {
    stubAudio(audio);
    renderApp('/moroccan-darija', { handler: translatorApi({ tts }) });
    await translateGoodMorning();
    fireEvent.click(screen.getByTestId('translator-listen'));
    expect(await screen.findByText('Audio Error')).toBeTruthy();
    expect(screen.getByText('Could not play audio')).toBeTruthy();
  });

  it('says why a text cannot be read aloud when the server says', async () => {
    stubAudio();
    renderApp('/moroccan-darija', {
      handler: translatorApi({
        tts: () =>
          jsonResponse(
            {
              statusCode: 400,
              code: 'speech_text_too_long',
              message: 'Text to read aloud is limited to 1000 characters',
              error: 'Bad Request',
              params: { limit: 1000 },
            },
            400,
          ),
      }),
    });
    await translateGoodMorning();
    fireEvent.click(screen.getByTestId('translator-listen'));
    expect(await screen.findByText('Audio Error')).toBeTruthy();
    expect(
      screen.getByText('Text to read aloud is limited to 1,000 characters.'),
    ).toBeTruthy();
  });

  it('Copy puts the translation on the clipboard', async () => {
    const writeText = stubClipboard();
    renderApp('/moroccan-darija', { handler: translatorApi() });
    await translateGoodMorning();
    fireEvent.click(screen.getByTestId('translator-copy'));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(screen.getByText('Text copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('sbah lkhir');
  });

  it('says so when copying fails', async () => {
    stubClipboard({ fails: true });
    renderApp('/moroccan-darija', { handler: translatorApi() });
    await translateGoodMorning();
    fireEvent.click(screen.getByTestId('translator-copy'));
    expect(await screen.findByText('Failed to copy text')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('a dialect page offers ten languages, its dialect among them', async () => {
    renderApp('/gulf-arabic', { handler: translatorApi() });
    expect(await openOptions('translator-target-language')).toEqual([
      'English',
      'French',
      'Spanish',
      'Modern Standard Arabic',
      'Gulf Arabic',
      'German',
      'Dutch',
      'Chinese',
      'Hebrew',
      'Italian',
    ]);
  });

  it('the Standard Arabic page offers nine, with Standard Arabic as target', async () => {
    renderApp('/standard-arabic', { handler: translatorApi() });
    expect((await screen.findByLabelText('To')).textContent).toContain(
      'Modern Standard Arabic',
    );
    expect(await openOptions('translator-source-language')).toHaveLength(9);
  });

  it('choosing the source language as target exchanges the two', async () => {
    renderApp('/moroccan-darija', { handler: translatorApi() });
    await chooseOption('translator-target-language', 'English');
    expect(screen.getByLabelText('From').textContent).toContain(
      'Moroccan Darija',
    );
    expect(screen.getByLabelText('To').textContent).toContain('English');
  });

  it('sets the title, description, keywords and accent colour per page', async () => {
    const view = renderApp('/iraqi-arabic', { handler: translatorApi() });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Iraqi Arabic Translator',
    });
    await waitFor(() =>
      expect(document.title).toBe(
        'Iraqi Arabic Translator | Dialect Community',
      ),
    );
    const meta = (name: string) =>
      document.head
        .querySelector(`meta[name="${name}"]`)
        ?.getAttribute('content');
    expect(meta('description')).toContain('Iraqi Arabic');
    expect(meta('keywords')).toContain('Iraqi Arabic translator');
    expect(
      screen
        .getByTestId('dialect-translator')
        .closest('[data-accent-color]')
        ?.getAttribute('data-accent-color'),
    ).toBe('plum');
    view.unmount();
    // Leaving the page takes its keywords away.
    expect(meta('keywords')).toBeUndefined();
  });

  it('sets the head the build writes into the first HTML of each translator page', async () => {
    const heads = await firstFrameHeads();
    expect(Object.keys(heads)).toHaveLength(14);
    const meta = (name: string) =>
      document.head
        .querySelector(`meta[name="${name}"]`)
        ?.getAttribute('content');
    for (const [path, head] of Object.entries(heads)) {
      const view = renderApp(path, { handler: translatorApi() });
      await waitFor(() => expect(document.title).toBe(head.title));
      expect(meta('description')).toBe(head.description);
      expect(meta('keywords')).toBe(head.keywords);
      view.unmount();
    }
  });

  it('writes the usage in French with French number spacing', async () => {
    renderApp('/fr/levantine-arabic', {
      user: testUser,
      handler: translatorApi({
        stats: premiumStats({ translations_today: 1234 }),
      }),
    });
    expect(
      (await screen.findByTestId('translator-usage-banner')).textContent,
    ).toContain("Traductions aujourd'hui : 1\u202f234/5\u202f000");
  });

  it('speaks French on /fr pages', async () => {
    renderApp('/fr/egyptian-arabic', {
      user: testUser,
      handler: translatorApi({
        stats: makeStats(),
        translate: () => apiError(502, 'Provider failed'),
      }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Traducteur arabe égyptien',
      }),
    ).toBeTruthy();
    expect(
      screen.getByPlaceholderText('Saisissez votre texte ici...'),
    ).toBeTruthy();
    expect(screen.getByText('La traduction apparaîtra ici...')).toBeTruthy();
    expect(screen.getByTestId('translator-counter').textContent).toBe(
      '0/500 caractères',
    );
    expect(screen.getByText('Options de traduction')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Mode féminin' })).toBeTruthy();
    expect(
      screen.getByRole('switch', { name: 'Mode avancé (Gemini)' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('De').textContent).toContain('Anglais');
    expect(screen.getByLabelText('Vers').textContent).toContain(
      'Arabe égyptien',
    );
    expect(
      (await screen.findByTestId('translator-usage-banner')).textContent,
    ).toContain("Traductions aujourd'hui : 3/50");
    expect(screen.getByTestId('translator-plan-badge').textContent).toBe(
      'Gratuit',
    );
    await waitFor(() =>
      expect(
        document.head
          .querySelector('meta[name="description"]')
          ?.getAttribute('content'),
      ).toContain('arabe égyptien'),
    );

    await typeText('bonjour');
    expect(screen.getByText('Traduction en cours...')).toBeTruthy();
    await waitForTranslation();
    expect(await screen.findByText('Erreur de traduction')).toBeTruthy();
    expect(screen.getByText('Impossible de traduire le texte')).toBeTruthy();
  });
});
