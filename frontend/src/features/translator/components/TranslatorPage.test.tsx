import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentPath,
  renderApp,
  sentBodies,
  testUser,
} from '../../../test/render-app';
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
  jsonResponse,
  openOptions,
  requestsTo,
  typeText,
  waitForTranslation,
} from '../test/page-helpers';
import type { Favorite, HistoryEntry, TranslatorStats } from '../types';

const STATS = '/api/translator/stats';
const TRANSLATE = '/api/translator/translate';
const FAVORITES = '/api/translator/favorites';

const favorite: Favorite = {
  id: 4,
  source_text: 'thank you',
  target_text: 'shukran',
  arabic_script: 'شكرا',
  source_language: 'en',
  target_language: 'darija',
  engine: 'standard',
  feminine_mode: false,
  created_at: '2025-01-01T10:00:00.000Z',
};

const historyEntry: HistoryEntry = {
  id: 9,
  source_text: 'good night',
  translation: 'tesbah 3la khir',
  arabic_script: 'تصبح على خير',
  source_language: 'en',
  target_language: 'darija',
  engine: 'standard',
  feminine_mode: false,
  created_at: '2025-01-01T10:00:00.000Z',
};

function translatorApi({
  stats,
  translate = translateLikeTheServer,
  addFavorite = () => jsonResponse(favorite, 201),
  favorites = [favorite],
}: {
  stats?: TranslatorStats;
  translate?: (body: unknown) => Response;
  addFavorite?: (body: unknown) => Response;
  favorites?: Favorite[];
} = {}) {
  return handlers(
    onGet(STATS, () =>
      stats ? jsonResponse(stats) : apiError(401, 'Unauthorized'),
    ),
    onGet('/api/translator/history', () => jsonResponse([historyEntry])),
    onGet(FAVORITES, () => jsonResponse(favorites)),
    onPost(TRANSLATE, translate),
    onPost('/api/translator/advanced', translate),
    onPost('/api/translator/favorite', addFavorite),
    (url, init) =>
      url.startsWith(`${FAVORITES}/`) && init?.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : undefined,
  );
}

const counter = () => screen.getByTestId('translator-counter');

describe('general translator', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers all 18 languages, English to Moroccan Darija by default', async () => {
    renderApp('/translator', { handler: translatorApi() });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Arabic Dialect Translator',
      }),
    ).toBeTruthy();
    expect(screen.getByLabelText('From').textContent).toContain('English');
    expect(screen.getByLabelText('To').textContent).toContain(
      'Moroccan Darija',
    );
    const options = await openOptions('translator-target-language');
    expect(options).toHaveLength(18);
    expect(options.slice(-4)).toEqual([
      'Ukrainian',
      'Finnish',
      'Swedish',
      'Danish',
    ]);
  });

  it('shows the chosen languages on light triggers until one is used', async () => {
    renderApp('/translator', { handler: translatorApi() });
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    // Long enough for the browser to be idle and the select's code to load.
    await act(() => vi.advanceTimersByTimeAsync(3500));
    // Radix's select builds all 18 options even while closed; the triggers
    // stay the light ones until someone uses them.
    expect(screen.getByLabelText('From')).toBe(from);
    expect(screen.getByLabelText('To')).toBe(to);
    expect(to.getAttribute('role')).toBe('combobox');

    // A dialect tile changes the target: the closed trigger follows.
    fireEvent.click(screen.getByRole('radio', { name: 'Egyptian Arabic' }));
    expect(screen.getByLabelText('To').textContent).toBe('Egyptian Arabic');

    // Focused, the trigger becomes the select and keeps the focus, closed.
    act(() => from.focus());
    await waitFor(() => expect(screen.getByLabelText('From')).not.toBe(from));
    const select = screen.getByLabelText('From');
    expect(document.activeElement).toBe(select);
    expect(select.getAttribute('aria-expanded')).toBe('false');
    expect(select.textContent).toBe('English');
    expect(screen.getByLabelText('To')).toBe(to);
  });

  it('the dialect tiles set the target language', async () => {
    const { fetchMock } = renderApp('/translator', {
      handler: translatorApi(),
    });
    const tiles = await screen.findByRole('radiogroup', {
      name: 'Choose a dialect',
    });
    expect(within(tiles).getAllByRole('radio')).toHaveLength(6);
    expect(
      within(tiles)
        .getByRole('radio', { name: 'Moroccan Darija' })
        .getAttribute('aria-checked'),
    ).toBe('true');

    fireEvent.click(within(tiles).getByRole('radio', { name: 'Iraqi Arabic' }));
    expect(screen.getByLabelText('To').textContent).toContain('Iraqi Arabic');

    await typeText('thank you');
    await waitForTranslation();
    await screen.findByTestId('translator-translation');
    expect(sentBodies(fetchMock, TRANSLATE)).toEqual([
      {
        text: 'thank you',
        source_language: 'en',
        target_language: 'iraqi',
        feminine_mode: false,
      },
    ]);
  });

  it('waits for two characters', async () => {
    const { fetchMock } = renderApp('/translator', {
      handler: translatorApi(),
    });
    await typeText('a');
    expect(screen.queryByText('Translating...')).toBeNull();
    await waitForTranslation();
    expect(requestsTo(fetchMock, TRANSLATE, 'POST')).toBe(0);

    await typeText('ab');
    expect(screen.getByText('Translating...')).toBeTruthy();
    await waitForTranslation();
    expect(
      (await screen.findByTestId('translator-translation')).textContent,
    ).toBe('[translated] ab');
  });

  it('colours the counter against the guest limit of 500', async () => {
    renderApp('/translator', { handler: translatorApi() });
    const area = await typeText('');
    // 600 characters of any kind: an emoji is two of the browser's units.
    expect(area.maxLength).toBe(1200);
    const colour = () => counter().getAttribute('data-accent-color');

    await typeText('x'.repeat(400));
    expect(counter().textContent).toBe('400/500 characters');
    expect(colour()).toBe('gray');
    await typeText('x'.repeat(401));
    expect(colour()).toBe('orange');
    await typeText('x'.repeat(500));
    expect(colour()).toBe('orange');
    await typeText('x'.repeat(501));
    expect(counter().textContent).toBe('501/500 characters');
    expect(colour()).toBe('red');
    // Spaces at the ends are not counted: the server trims them too.
    await typeText(`  ${'x'.repeat(500)}   `);
    expect(counter().textContent).toBe('500/500 characters');
    expect(colour()).toBe('orange');
  });

  it('uses the plan limit for members', async () => {
    renderApp('/translator', {
      user: testUser,
      handler: translatorApi({ stats: premiumStats() }),
    });
    await waitFor(() =>
      expect(counter().textContent).toBe('0/5,000 characters'),
    );
    expect(screen.getByTestId('translator-usage-card').textContent).toContain(
      'Up to 5,000 characters per translation',
    );
    expect(
      (screen.getByTestId('translator-source-text') as HTMLTextAreaElement)
        .maxLength,
    ).toBe(10200);
    await typeText('x'.repeat(4001));
    expect(counter().getAttribute('data-accent-color')).toBe('orange');
  });

  it.each([
    [
      422,
      'The built-in phrasebook knows everyday phrases in English, French and Arabic only: other texts and languages need an AI provider.',
    ],
    [
      429,
      'You have used your 10 translations for today. The counter resets in 3 h 12 min.',
    ],
    [
      400,
      'Text is 612 characters long; your plan allows 500 characters per translation',
    ],
  ])('shows the server reason for a %i', async (status, message) => {
    renderApp('/translator', {
      handler: translatorApi({ translate: () => apiError(status, message) }),
    });
    await typeText('where is the station?');
    await waitForTranslation();
    expect(await screen.findByText('Translation Error')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it.each([
    [
      '/translator',
      'This looks like French: choose French as the source language.',
    ],
    [
      '/fr/translator',
      'Ce texte semble écrit dans une autre langue : choisissez « Français » comme langue source.',
    ],
  ])(
    'on %s, names the source language the text looks like',
    async (path, text) => {
      renderApp(path, {
        handler: translatorApi({
          translate: () =>
            jsonResponse(
              {
                statusCode: 422,
                code: 'offline_wrong_source',
                message:
                  'This looks like French: choose French as the source language.',
                params: { language: 'fr' },
              },
              422,
            ),
        }),
      });
      await typeText('bonjour');
      await waitForTranslation();
      expect(await screen.findByText(text)).toBeTruthy();
    },
  );

  it('falls back to the generic message when the server gives no reason', async () => {
    renderApp('/fr/translator', {
      handler: translatorApi({
        translate: () => new Response('', { status: 503 }),
      }),
    });
    await typeText('bonjour');
    await waitForTranslation();
    expect(await screen.findByText('Erreur de traduction')).toBeTruthy();
    expect(screen.getByText('Impossible de traduire le texte')).toBeTruthy();
  });

  it('guests: no stats, no favorites, a locked advanced mode and a sign-in card', async () => {
    const { fetchMock } = renderApp('/translator', {
      handler: translatorApi(),
    });
    await typeText('good morning');
    await waitForTranslation();
    await screen.findByTestId('translator-translation');
    expect(screen.queryByTestId('translator-favorite')).toBeNull();
    expect(screen.queryByTestId('translator-favorites')).toBeNull();
    expect(screen.queryByTestId('translator-usage-card')).toBeNull();
    expect(screen.getByTestId('translator-guest-card')).toBeTruthy();
    expect(requestsTo(fetchMock, STATS)).toBe(0);
    expect(requestsTo(fetchMock, FAVORITES)).toBe(0);
    expect(
      screen
        .getByRole('switch', { name: 'Advanced mode (Gemini)' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('a free member sees the usage card, a locked advanced mode and the upgrade button', async () => {
    renderApp('/translator', {
      user: testUser,
      handler: translatorApi({ stats: makeStats({ translations_today: 7 }) }),
    });
    const card = await screen.findByTestId('translator-usage-card');
    await waitFor(() =>
      expect(card.textContent).toContain('Translations today: 7/50'),
    );
    expect(card.textContent).toContain('Plan: Free');
    expect(card.textContent).toContain('Up to 500 characters per translation');
    expect(
      within(card)
        .getByRole('link', { name: 'Upgrade to Premium' })
        .getAttribute('href'),
    ).toBe('/plans');
    expect(
      screen
        .getByRole('switch', { name: 'Advanced mode (Gemini)' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByTestId('translator-advanced-badge').textContent).toBe(
      'Premium',
    );
  });

  it('a premium member may use advanced mode; the switch stays marked premium', async () => {
    renderApp('/translator', {
      user: testUser,
      handler: translatorApi({ stats: premiumStats() }),
    });
    const card = await screen.findByTestId('translator-usage-card');
    await waitFor(() => expect(card.textContent).toContain('Plan: Pro'));
    expect(within(card).queryByRole('link')).toBeNull();
    expect(
      screen
        .getByRole('switch', { name: 'Advanced mode (Gemini)' })
        .hasAttribute('disabled'),
    ).toBe(false);
    expect(screen.getByTestId('translator-advanced-badge').textContent).toBe(
      'Premium',
    );
  });

  it('describes both engines', async () => {
    renderApp('/translator', { handler: translatorApi() });
    expect(
      (await screen.findByTestId('translator-info-standard')).textContent,
    ).toContain('GPT-4o');
    expect(
      screen.getByTestId('translator-info-advanced').textContent,
    ).toContain('Gemini');
  });

  it('a member saves a translation to favorites', async () => {
    const { fetchMock } = renderApp('/translator', {
      user: testUser,
      handler: translatorApi({ stats: makeStats() }),
    });
    await typeText('good morning');
    await waitForTranslation();
    await screen.findByTestId('translator-translation');
    // A double-click saves once.
    fireEvent.click(screen.getByTestId('translator-favorite'));
    fireEvent.click(screen.getByTestId('translator-favorite'));
    expect(await screen.findByText('Added to Favorites')).toBeTruthy();
    expect(
      screen.getByText('Translation saved to your favorites'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/translator/favorite')).toEqual([
      {
        source_text: 'good morning',
        target_text: 'sbah lkhir',
        arabic_script: 'صباح الخير',
        source_language: 'en',
        target_language: 'darija',
        engine: 'standard',
        feminine_mode: false,
      },
    ]);
    // The list is fetched again.
    await waitFor(() => expect(requestsTo(fetchMock, FAVORITES)).toBe(2));
  });

  it('shows a saved translation as saved, and a new one as not', async () => {
    const saved: Favorite[] = [];
    const { fetchMock } = renderApp('/translator', {
      user: testUser,
      handler: translatorApi({
        stats: makeStats(),
        favorites: saved,
        addFavorite: (body) => {
          const added = {
            ...(body as Omit<Favorite, 'id' | 'created_at'>),
            id: 7,
            created_at: '2025-01-02T10:00:00.000Z',
          };
          saved.unshift(added);
          return jsonResponse(added, 201);
        },
      }),
    });
    await typeText('good morning');
    await waitForTranslation();
    await screen.findByTestId('translator-translation');
    const button = () =>
      screen.getByTestId('translator-favorite') as HTMLButtonElement;
    await waitFor(() => expect(requestsTo(fetchMock, FAVORITES)).toBe(1));
    expect(button().textContent).toBe('Add to favorites');
    expect(button().disabled).toBe(false);
    button().focus();
    fireEvent.click(button());
    expect(await screen.findByText('Added to Favorites')).toBeTruthy();
    await waitFor(() =>
      expect(button().textContent).toBe('Saved to favorites'),
    );
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(button().hasAttribute('data-saved')).toBe(true);
    // It keeps the focus, and pressing it again saves nothing more.
    expect(document.activeElement).toBe(button());
    fireEvent.click(button());

    await typeText('good evening');
    await waitForTranslation();
    await waitFor(() => expect(button().textContent).toBe('Add to favorites'));
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(sentBodies(fetchMock, '/api/translator/favorite')).toHaveLength(1);
  });

  it('shows a translation saved earlier as saved from the start', async () => {
    const { fetchMock } = renderApp('/translator', {
      user: testUser,
      handler: translatorApi({
        stats: makeStats(),
        favorites: [
          {
            ...favorite,
            source_text: 'good morning',
            target_text: 'sbah lkhir',
            arabic_script: 'صباح الخير',
          },
        ],
      }),
    });
    await typeText('good morning');
    await waitForTranslation();
    await screen.findByTestId('translator-translation');
    const button = screen.getByTestId(
      'translator-favorite',
    ) as HTMLButtonElement;
    await waitFor(() => expect(button.textContent).toBe('Saved to favorites'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(sentBodies(fetchMock, '/api/translator/favorite')).toEqual([]);
  });

  it('says when a translation is already saved', async () => {
    renderApp('/translator', {
      user: testUser,
      handler: translatorApi({
        stats: makeStats(),
        addFavorite: () =>
          apiError(409, 'This translation is already in your favorites'),
      }),
    });
    await typeText('good morning');
    await waitForTranslation();
    await screen.findByTestId('translator-translation');
    fireEvent.click(screen.getByTestId('translator-favorite'));
    expect(await screen.findByText('Already saved')).toBeTruthy();
    expect(
      screen.getByText('This translation is already in your favorites'),
    ).toBeTruthy();
  });

  it('asks to sign in again when saving meets an ended session', async () => {
    const { router } = renderApp('/translator', {
      user: testUser,
      handler: translatorApi({
        stats: makeStats(),
        addFavorite: () => apiError(401, 'Unauthorized'),
      }),
    });
    await typeText('good morning');
    await waitForTranslation();
    await screen.findByTestId('translator-translation');
    fireEvent.click(screen.getByTestId('translator-favorite'));
    expect(await screen.findByText('Please sign in')).toBeTruthy();
    expect(
      screen.getByText('You need to be signed in to keep favorites'),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to save the translation')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
  });

  it('lists favorites and recent translations; a favorite can be removed', async () => {
    const { fetchMock } = renderApp('/translator', {
      user: testUser,
      handler: translatorApi({ stats: makeStats() }),
    });
    const favorites = await screen.findByTestId('translator-favorites');
    const item = await within(favorites).findByTestId(
      'translator-favorite-item',
    );
    expect(item.textContent).toContain('thank you');
    expect(item.textContent).toContain('shukran');
    expect(item.textContent).toContain('English → Moroccan Darija');
    // Each language carries its flag as a decorative SVG image.
    const flags = item.querySelectorAll('img.flag');
    expect(flags).toHaveLength(2);
    for (const flag of flags) {
      expect(flag.getAttribute('src')).toMatch(/\.svg(\?|$)/);
      expect(flag.getAttribute('alt')).toBe('');
      expect(flag.getAttribute('aria-hidden')).toBe('true');
    }

    const history = screen.getByTestId('translator-history');
    expect(
      (await within(history).findByTestId('translator-history-item'))
        .textContent,
    ).toContain('tesbah 3la khir');

    // A double-click removes once.
    const remove = within(item).getByRole('button', {
      name: 'Remove “thank you” from favorites',
    });
    fireEvent.click(remove);
    fireEvent.click(remove);
    await waitFor(() =>
      expect(
        within(favorites).queryByTestId('translator-favorite-item'),
      ).toBeNull(),
    );
    expect(requestsTo(fetchMock, `${FAVORITES}/4`, 'DELETE')).toBe(1);
    expect(
      within(favorites).getByText(
        'No favorites yet. Save a translation to find it here.',
      ),
    ).toBeTruthy();
  });

  it('sets its meta description and keywords per locale', async () => {
    renderApp('/fr/translator', { handler: translatorApi() });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Traducteur de dialectes arabes',
    });
    await waitFor(() =>
      expect(
        document.head
          .querySelector('meta[name="keywords"]')
          ?.getAttribute('content'),
      ).toContain('traducteur darija'),
    );
  });
});
