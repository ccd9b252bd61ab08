import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  renderApp,
  testUser,
  type FetchHandler,
  stubFetch,
} from '../../../test/render-app';
import { createQueryClient } from '../../../api/query-client';
import { questionsQueryOptions } from '../api/get-questions';
import { languageFlag } from '../../../ui/languages';
import {
  handlers,
  jsonResponse,
  listOf,
  makeQuestion,
  onGet,
  pagedQuestions,
} from '../test/fixtures';
import type { Question } from '../types';

/** `count` questions, newest first, numbered from 1. */
const numbered = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeQuestion({ id: i + 1, title: `Question number ${i + 1}` }),
  );

const questions = numbered(20);

/** The list API under `prefix`: 45 questions in all unless told otherwise. */
function listApi(prefix = '/api', total = 45): FetchHandler {
  return handlers(
    onGet(`${prefix}/questions`, (params) =>
      params.get('limit') === '3'
        ? jsonResponse(listOf(questions.slice(0, 3), { total, limit: 3 }))
        : jsonResponse(
            listOf(total === 0 ? [] : questions, {
              total,
              offset: Number(params.get('offset')),
            }),
          ),
    ),
    onGet(`${prefix}/language-counts`, () =>
      jsonResponse([
        { targetLanguage: 'dz', count: 1234 },
        { targetLanguage: 'ar', count: 999 },
        { targetLanguage: 'ko', count: 21 },
        { targetLanguage: 'es', count: 4 },
        { targetLanguage: 'ja', count: 1 },
      ]),
    ),
  );
}

/** The list API over `all`, each page its own questions, with the sidebar's counts. */
function pagedListApi(all: Question[]): FetchHandler {
  return handlers(pagedQuestions({ questions: all }), listApi());
}

/** The query strings of the main list requests (not the sidebar's). */
function listRequests(fetchMock: ReturnType<typeof renderApp>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/questions?limit=20'))
    .map((url) => url.split('?')[1]);
}

describe('home page', () => {
  it('lists the newest questions with a summary, cards and the sidebar', async () => {
    const { fetchMock } = renderApp('/', { handler: listApi() });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Language Learning Q&A Community',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText('Get answers from native speakers and language experts'),
    ).toBeTruthy();
    const list = await screen.findByTestId('question-list');
    // The first cards come at once, the rest in a deferred render.
    await waitFor(() =>
      expect(within(list).getAllByTestId('question-card')).toHaveLength(20),
    );
    expect(
      within(list)
        .getByRole('link', { name: 'Question number 1' })
        .getAttribute('href'),
    ).toBe('/question/1');
    expect(screen.getByTestId('home-summary').textContent).toBe(
      'Showing 20 of 45 questions · Page 1 of 3',
    );
    expect(listRequests(fetchMock)).toEqual(['limit=20&offset=0']);

    const languages = await screen.findByTestId('top-languages');
    await within(languages).findByText('Darija');
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Darija1.2k questions',
      'Arabic999 questions',
      'Korean21 questions',
      'Spanish4 questions',
    ]);
    // Each with its flag, an SVG image beside the name.
    const darija = within(languages).getAllByRole('link')[0];
    expect(darija.querySelector('img.flag')?.getAttribute('src')).toBe(
      languageFlag('dz'),
    );
    expect(
      within(await screen.findByTestId('related-questions')).getAllByRole(
        'link',
      ),
    ).toHaveLength(3);
    expect(screen.getByTestId('community-figures').textContent).toContain(
      '45M+',
    );
    expect(screen.getByTestId('promo-banner')).toBeTruthy();
  });

  it('shows skeletons while loading', async () => {
    renderApp('/', {
      handler: (url) =>
        url.startsWith('/api/questions?limit=20')
          ? new Promise<Response>(() => {})
          : undefined,
    });
    expect((await screen.findAllByTestId('question-skeleton')).length).toBe(4);
  });

  it('titles a search with its term and a language with its name', async () => {
    const search = renderApp('/?search=kifach', { handler: listApi() });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Results for \u201ckifach\u201d',
      }),
    ).toBeTruthy();
    expect((await screen.findByTestId('home-summary')).textContent).toBe(
      'Showing 20 of 45 questions matching “kifach” · Page 1 of 3',
    );
    search.unmount();

    // A phrase in quotes of its own gets none added, in either language.
    const phrase = renderApp('/?search=%22salam%20alikoum%22', {
      handler: listApi(),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Results for "salam alikoum"',
      }),
    ).toBeTruthy();
    expect((await screen.findByTestId('home-summary')).textContent).toBe(
      'Showing 20 of 45 questions matching "salam alikoum" · Page 1 of 3',
    );
    expect(screen.getByTestId('home-search-input').getAttribute('dir')).toBe(
      'auto',
    );
    phrase.unmount();
    renderApp('/fr?search=%22salam%22', { handler: listApi() });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Résultats pour "salam"',
      }),
    ).toBeTruthy();
    cleanup();

    renderApp('/?language=dz&page=2', { handler: listApi() });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Darija Questions',
      }),
    ).toBeTruthy();
    expect((await screen.findByTestId('home-summary')).textContent).toBe(
      'Showing 20 of 45 questions in Darija · Page 2 of 3',
    );
  });

  it('leaves out of the heading the quotes of a term that do not pair up', async () => {
    const cases: [string, string][] = [
      ['kifach "ngoul bzaf', 'Results for \u201ckifach ngoul bzaf\u201d'],
      ['\u201csalam alikoum', 'Results for \u201csalam alikoum\u201d'],
      ['ngoul "', 'Results for \u201cngoul\u201d'],
      // The pairs that do pair up stay, and the heading adds none.
      ['\u00ab kifach \u00bb "ngoul', 'Results for \u00ab kifach \u00bb ngoul'],
      ['"salam" "ngoul"', 'Results for "salam" "ngoul"'],
    ];
    for (const [term, heading] of cases) {
      const view = renderApp(`/?search=${encodeURIComponent(term)}`, {
        handler: listApi(),
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }),
      ).toBeTruthy();
      expect(screen.getByTestId('home-search-input')).toHaveProperty(
        'value',
        term,
      );
      view.unmount();
    }
  });

  it('shows a search counted only to its cap as "1,000+"', async () => {
    renderApp('/?search=kifach', {
      handler: onGet('/api/questions', (params) => {
        const list = listOf(questions, {
          total: 1000,
          offset: Number(params.get('offset')),
        });
        return jsonResponse({
          ...list,
          pagination: { ...list.pagination, totalCapped: true },
        });
      }),
    });
    expect((await screen.findByTestId('home-summary')).textContent).toBe(
      'Showing 20 of 1,000+ questions matching “kifach” · Page 1 of 50',
    );
  });

  it('searches a term longer than the server takes by its first 1,000 characters', async () => {
    const long = `${'kifach '.repeat(200)}end`;
    const { fetchMock } = renderApp(`/?search=${encodeURIComponent(long)}`, {
      handler: listApi(),
    });
    const shown = `${'kifach '.repeat(11)}kif…`;
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Results for \u201c${shown}\u201d`,
      }),
    ).toBeTruthy();
    expect((await screen.findByTestId('home-summary')).textContent).toBe(
      `Showing 20 of 45 questions matching “${shown}” · Page 1 of 3`,
    );
    const [sent] = listRequests(fetchMock);
    const term = new URLSearchParams(sent).get('search') ?? '';
    expect(term).toBe(long.slice(0, 1000).trimEnd());
    // The search box holds all of what is searched.
    expect(
      (screen.getByTestId('home-search-input') as HTMLInputElement).value,
    ).toBe(term);
  });

  it('links page by page, and asks with offset = (page - 1) * 20', async () => {
    const { fetchMock, router } = renderApp('/?search=salam', {
      handler: listApi(),
    });
    const pagination = await screen.findByTestId('pagination');
    expect(
      within(pagination)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['1', '/?search=salam'],
      ['2', '/?search=salam&page=2'],
      ['3', '/?search=salam&page=3'],
      ['Next', '/?search=salam&page=2'],
    ]);
    // Page 1 has no previous page to link to.
    expect(
      (
        within(pagination).getByRole('button', {
          name: 'Previous',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      within(pagination)
        .getByRole('link', { name: 'Page 1' })
        .getAttribute('aria-current'),
    ).toBe('page');

    fireEvent.click(within(pagination).getByRole('link', { name: 'Page 3' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe('/?search=salam&page=3'),
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Previous' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe('/?search=salam&page=2'),
    );
    await waitFor(() =>
      expect(listRequests(fetchMock)).toEqual([
        'limit=20&offset=0&search=salam',
        'limit=20&offset=40&search=salam',
        'limit=20&offset=20&search=salam',
      ]),
    );
  });

  it('appends the next page under the list with Load More, until the last', async () => {
    // 45 questions, each page its own.
    const all = numbered(45);
    const { fetchMock, router } = renderApp('/?search=salam', {
      handler: pagedListApi(all),
    });
    const list = await screen.findByTestId('question-list');
    // The first cards come at once, the rest in a deferred render.
    await waitFor(() =>
      expect(within(list).getAllByTestId('question-card')).toHaveLength(20),
    );
    const summary = () => screen.getByTestId('home-summary').textContent;
    const currentPage = () =>
      within(screen.getByTestId('pagination')).getByRole('link', {
        current: 'page',
      }).textContent;
    expect(summary()).toContain('Showing 20 of 45');
    expect(summary()).toContain('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() =>
      expect(within(list).getAllByTestId('question-card')).toHaveLength(40),
    );
    expect(currentPath(router)).toBe('/?search=salam');
    // The summary and the pages count what is on screen.
    expect(summary()).toContain('Showing 40 of 45');
    expect(summary()).toContain('Page 2 of 3');
    expect(currentPage()).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() =>
      expect(within(list).getAllByTestId('question-card')).toHaveLength(45),
    );
    expect(within(list).getByText('Question number 45')).toBeTruthy();
    expect(summary()).toContain('Showing 45 of 45');
    expect(summary()).toContain('Page 3 of 3');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(listRequests(fetchMock)).toEqual([
      'limit=20&offset=0&search=salam',
      'limit=20&offset=20&search=salam',
      'limit=20&offset=40&search=salam',
    ]);
  });

  it('keeps the focus on Load More while the page loads, and asks once however often it is pressed', async () => {
    const all = numbered(45);
    let release: () => void = () => {};
    const secondPage = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = renderApp('/', {
      handler: handlers(async (url) => {
        // Page 2 answers when the test says so.
        if (url.startsWith('/api/questions?limit=20&offset=20'))
          await secondPage;
        return undefined;
      }, pagedListApi(all)),
    });
    const list = await screen.findByTestId('question-list');
    await waitFor(() =>
      expect(within(list).getAllByTestId('question-card')).toHaveLength(20),
    );
    const button = screen.getByTestId('home-load-more') as HTMLButtonElement;
    act(() => button.focus());
    fireEvent.click(button);

    // Busy, not disabled: the focus stays where it was.
    await waitFor(() =>
      expect(button.getAttribute('aria-disabled')).toBe('true'),
    );
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    // Pressed again while loading: no further page is asked for.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(document.activeElement).toBe(button);

    await act(async () => release());
    await waitFor(() =>
      expect(within(list).getAllByTestId('question-card')).toHaveLength(40),
    );
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.isConnected).toBe(true);
    expect(document.activeElement).toBe(button);
    expect(listRequests(fetchMock)).toEqual([
      'limit=20&offset=0',
      'limit=20&offset=20',
    ]);
    expect(screen.getByTestId('home-summary').textContent).toContain(
      'Page 2 of 3',
    );
  });

  it("gives the focus of a Load More that goes with the last page to that page's first question", async () => {
    renderApp('/', { handler: pagedListApi(numbered(25)) });
    const list = await screen.findByTestId('question-list');
    await waitFor(() =>
      expect(within(list).getAllByTestId('question-card')).toHaveLength(20),
    );
    const button = screen.getByTestId('home-load-more');
    act(() => button.focus());
    fireEvent.click(button);
    await waitFor(() =>
      expect(within(list).getAllByTestId('question-card')).toHaveLength(25),
    );
    expect(screen.queryByTestId('home-load-more')).toBeNull();
    const first = within(list).getAllByTestId('question-card')[20];
    await waitFor(() =>
      expect(first.contains(document.activeElement)).toBe(true),
    );
    expect(document.activeElement?.tagName).toBe('A');
  });

  it('Load More leaves out the cards already shown when questions were asked meanwhile, and reaches the oldest', async () => {
    const all = numbered(60);
    renderApp('/', { handler: pagedListApi(all) });
    const list = await screen.findByTestId('question-list');
    const cardTitles = () =>
      within(list)
        .getAllByTestId('question-card')
        .map((card) => card.querySelector('h2, h3')?.textContent);
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(screen.getByTestId('home-summary').textContent).toContain(
      'Page 1 of 3',
    );
    // Three questions asked since page 1 was read push the others down: the
    // next page by offset starts with the last three cards on screen.
    all.unshift(
      ...[101, 102, 103].map((id) =>
        makeQuestion({ id, title: `Question number ${id}` }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(37));
    expect(new Set(cardTitles()).size).toBe(37);
    expect(cardTitles().at(-1)).toBe('Question number 37');
    expect(screen.getByTestId('home-summary').textContent).toContain(
      'Showing 37 of 63',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(57));
    // The oldest three were pushed onto a fourth page: still offered.
    expect(screen.getByTestId('home-summary').textContent).toContain(
      'Page 3 of 4',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(60));
    expect(new Set(cardTitles()).size).toBe(60);
    expect(cardTitles().at(-1)).toBe('Question number 60');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('keeps the pages Load More added when coming Back, and page 1 shows page 1 alone', async () => {
    const all = numbered(45);
    const { router } = renderApp('/', {
      handler: pagedListApi(all),
    });
    const cards = async () =>
      within(await screen.findByTestId('question-list')).getAllByTestId(
        'question-card',
      );
    await waitFor(async () => expect(await cards()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await cards()).toHaveLength(40));

    // Off to another page and Back: the same 40 questions.
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await act(() => router.navigate(-1));
    await waitFor(async () => expect(await cards()).toHaveLength(40));
    expect(screen.getByTestId('home-summary').textContent).toContain(
      'Page 2 of 3',
    );

    // Page 1 (the address already shown) is page 1 alone again.
    fireEvent.click(
      within(screen.getByTestId('pagination')).getByRole('link', {
        name: /^(Page )?1$/,
      }),
    );
    await waitFor(async () => expect(await cards()).toHaveLength(20));
    expect(currentPath(router)).toBe('/');
    expect(screen.getByTestId('home-summary').textContent).toContain(
      'Page 1 of 3',
    );
  });

  it('hides the pagination for a single page', async () => {
    renderApp('/', { handler: listApi('/api', 12) });
    await screen.findByTestId('question-list');
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('a new search from page 3 keeps the language and goes back to page 1', async () => {
    const { router } = renderApp('/?language=dz&page=3', {
      handler: listApi(),
    });
    const input = await screen.findByTestId('home-search-input');
    fireEvent.change(input, { target: { value: '  bslama  ' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() =>
      expect(currentPath(router)).toBe('/?search=bslama&language=dz'),
    );
  });

  it('a sidebar language clears the search; a topic clears the language', async () => {
    const { router } = renderApp('/?search=salam&page=2', {
      handler: listApi(),
    });
    fireEvent.click(await screen.findByTestId('sidebar-language-ko'));
    await waitFor(() => expect(currentPath(router)).toBe('/?language=ko'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Korean Questions',
      }),
    ).toBeTruthy();

    fireEvent.click(
      within(screen.getByTestId('search-topics')).getByRole('link', {
        name: 'Greetings',
      }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/?search=Greetings'));
  });

  it('the language filter keeps the search and goes back to page 1', async () => {
    const { router } = renderApp('/?search=salam&page=2', {
      handler: listApi(),
    });
    const trigger = await screen.findByTestId('home-language-filter');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Japanese' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe('/?search=salam&language=ja'),
    );
  });

  it('says a search found nothing without "Showing 0 of 0"', async () => {
    renderApp('/?search=zzzz', { handler: listApi('/api', 0) });
    expect(await screen.findByText('No questions found')).toBeTruthy();
    expect(screen.queryByTestId('home-summary')).toBeNull();
  });

  it('shows the empty state with an ask button for guests and members', async () => {
    const guest = renderApp('/', { handler: listApi('/api', 0) });
    expect(await screen.findByText('No questions found')).toBeTruthy();
    expect(screen.getByTestId('home-empty-ask').getAttribute('href')).toBe(
      '/auth',
    );
    guest.unmount();

    renderApp('/fr', { user: testUser, handler: listApi('/api/fr', 0) });
    expect(await screen.findByText('Aucune question trouvée')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('home-empty-ask').getAttribute('href')).toBe(
        '/fr/ask',
      ),
    );
  });

  it.each([
    [
      { code: 'too_many_requests', params: { minutes: 1 } },
      429,
      'Too many requests. Please try again in 1 minute.',
    ],
    [
      { code: 'search_timeout' },
      503,
      'The search took too long and was stopped. Please try again, or try fewer or more specific words.',
    ],
    [{ code: 'too_many_requests' }, 429, 'An error occurred'],
    [{}, 500, 'An error occurred'],
  ])(
    'says why the list could not be loaded when the server says (%j)',
    async (body, status, text) => {
      const handler = handlers(
        onGet('/api/questions', () =>
          jsonResponse({ statusCode: status, message: 'No', ...body }, status),
        ),
        listApi(),
      );
      // The route's loader asks first, and is refused.
      stubFetch({ handler });
      const queryClient = createQueryClient();
      await queryClient.prefetchQuery(
        questionsQueryOptions({
          locale: 'en',
          limit: 20,
          offset: 0,
          search: 'darija',
          language: '',
        }),
      );
      const { fetchMock } = renderApp('/?search=darija', {
        queryClient,
        handler,
      });
      const error = await screen.findByTestId('home-error');
      expect(within(error).getByText(text)).toBeTruthy();
      expect(
        within(error).getByRole('button', { name: 'Try again' }),
      ).toBeTruthy();
      // The page showing what its loader was refused asks nothing more: that
      // would be a retry.
      expect(listRequests(fetchMock)).toEqual([]);
    },
  );

  it('says a page past the last one does not exist and links to the last and the first', async () => {
    // 105 questions: 6 pages; page 99 has none.
    const pastTheEnd = handlers(
      onGet('/api/questions', (params) => {
        const offset = Number(params.get('offset'));
        return jsonResponse(
          listOf(offset >= 105 ? [] : questions, { total: 105, offset }),
        );
      }),
      onGet('/api/fr/questions', (params) =>
        jsonResponse(
          listOf([], { total: 105, offset: Number(params.get('offset')) }),
        ),
      ),
      listApi(),
    );
    const { router, unmount } = renderApp('/?search=salam&page=99', {
      handler: pastTheEnd,
    });
    const state = await screen.findByTestId('home-page-out-of-range');
    expect(
      within(state).getByRole('heading', { name: 'Page 99 does not exist' }),
    ).toBeTruthy();
    expect(within(state).getByText('This list has 6 pages.')).toBeTruthy();
    expect(
      within(state)
        .getByRole('link', { name: 'Go to the last page' })
        .getAttribute('href'),
    ).toBe('/?search=salam&page=6');
    expect(
      within(state)
        .getByRole('link', { name: 'Back to the first page' })
        .getAttribute('href'),
    ).toBe('/?search=salam');
    // Neither the empty site's state nor "Page 99 of 6".
    expect(screen.queryByTestId('home-empty')).toBeNull();
    expect(screen.queryByTestId('home-summary')).toBeNull();
    expect(screen.queryByText(/Page 99 of/)).toBeNull();

    fireEvent.click(
      within(state).getByRole('link', { name: 'Go to the last page' }),
    );
    await waitFor(() =>
      expect(currentPath(router)).toBe('/?search=salam&page=6'),
    );
    expect((await screen.findByTestId('home-summary')).textContent).toBe(
      'Showing 20 of 105 questions matching “salam” · Page 6 of 6',
    );
    unmount();

    renderApp('/fr?page=7', { handler: pastTheEnd });
    const french = await screen.findByTestId('home-page-out-of-range');
    expect(
      within(french).getByRole('heading', { name: "La page 7 n'existe pas" }),
    ).toBeTruthy();
    expect(
      within(french).getByText('Cette liste compte 6 pages.'),
    ).toBeTruthy();
    expect(
      within(french)
        .getByRole('link', { name: 'Aller à la dernière page' })
        .getAttribute('href'),
    ).toBe('/fr?page=6');
    expect(
      within(french)
        .getByRole('link', { name: 'Revenir à la première page' })
        .getAttribute('href'),
    ).toBe('/fr');
  });

  it('uses the French API and French texts on French pages', async () => {
    const { fetchMock } = renderApp('/fr?language=dz', {
      handler: listApi('/api/fr'),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Questions en darija',
      }),
    ).toBeTruthy();
    expect((await screen.findByTestId('home-summary')).textContent).toBe(
      '20 sur 45 questions en darija · Page 1 sur 3',
    );
    expect(
      within(await screen.findByTestId('top-languages')).getByText(
        '1,2k questions',
      ),
    ).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/fr/questions?limit=20&offset=0&language=dz');
    expect(urls).toContain('/api/fr/questions?limit=3&offset=0&language=dz');
    expect(urls).toContain('/api/fr/language-counts');
    expect(urls.filter((url) => url.startsWith('/api/questions'))).toEqual([]);
  });
});
