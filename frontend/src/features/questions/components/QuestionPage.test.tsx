import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  currentPath,
  renderApp,
  sentBodies,
  testUser,
  type FetchHandler,
} from '../../../test/render-app';
import type { Answer, Question } from '../types';
import { createQueryClient } from '../../../api/query-client';
import { answersQueryOptions } from '../api/get-answers';
import { questionQueryOptions } from '../api/get-question';
import {
  handlers,
  jsonResponse,
  listOf,
  makeAnswer,
  makeQuestion,
  onGet,
  onPost,
} from '../test/fixtures';

type Api = { question: Question; answers: Answer[] };

/** A question page's API; `state` can be changed by the test between requests. */
function questionApi(state: Api, prefix = '/api', ...extra: FetchHandler[]) {
  return handlers(
    ...extra,
    onGet(`${prefix}/questions/${state.question.id}`, () =>
      jsonResponse(state.question),
    ),
    onGet(`${prefix}/questions/${state.question.id}/answers`, () =>
      jsonResponse(state.answers),
    ),
    onGet(`${prefix}/questions`, () =>
      jsonResponse(
        listOf([
          state.question,
          makeQuestion({ id: 2, title: 'Saying goodbye in Darija' }),
        ]),
      ),
    ),
  );
}

function requestsTo(
  fetchMock: ReturnType<typeof renderApp>['fetchMock'],
  url: string,
  method = 'GET',
) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      String(input) === url && (init?.method ?? 'GET') === method,
  );
}

describe('question page', () => {
  it('shows the question, its answers and related questions', async () => {
    const state: Api = {
      question: makeQuestion({ answerCount: 2, likes: 3 }),
      answers: [
        makeAnswer(),
        makeAnswer({
          id: 12,
          isAI: true,
          content: 'Shukran is common.\nBaraka llahu fik is warmer.',
          user: {
            id: null,
            username: 'AI Assistant',
            profileImageUrl: null,
            nativeLanguages: [],
            qualityPoints: 0,
            totalAnswers: 0,
            totalLikes: 0,
          },
        }),
      ],
    };
    renderApp('/question/1', { handler: questionApi(state) });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'How do you say thank you in Darija?',
      }),
    ).toBeTruthy();
    // Line breaks are kept, as text.
    expect(screen.getByTestId('question-content').textContent).toBe(
      'I hear "shukran" and "baraka llahu fik".\nWhich one is used more?',
    );
    expect(screen.getByTestId('question-author').textContent).toBe('karim');
    // Described as the server describes it on a first load.
    expect(
      document.head
        .querySelector('meta[name="description"]')
        ?.getAttribute('content'),
    ).toBe('I hear "shukran" and "baraka llahu fik". Which one is used more?');
    expect(screen.getByTestId('question-like-count').textContent).toBe('3');
    expect(screen.getByTestId('language-pair').textContent).toContain(
      'Learning',
    );

    const answers = await screen.findAllByTestId('answer');
    expect(answers).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '2 Answers' })).toBeTruthy();
    expect(within(answers[0]!).getByTestId('answer-author').textContent).toBe(
      'sofia',
    );
    const ai = answers[1]!;
    expect(within(ai).getByTestId('answer-author').textContent).toBe(
      'AI Assistant',
    );
    expect(within(ai).getByText('AI')).toBeTruthy();
    expect(
      within(ai).getByText(/Complement it with answers from native speakers/),
    ).toBeTruthy();

    // Guests: sign-in prompt instead of the form, no translate buttons.
    expect(
      screen.getByTestId('answer-sign-in-button').getAttribute('href'),
    ).toBe('/auth');
    expect(screen.queryByTestId('answer-form')).toBeNull();
    expect(screen.queryByTestId('question-translate')).toBeNull();

    const related = await screen.findByTestId('related-questions');
    expect(
      (await within(related).findAllByRole('link')).map((l) => l.textContent),
    ).toEqual(['Saying goodbye in Darija0 answers']);
  });

  it("gives the site's own description back on leaving, not the first page's", async () => {
    // The server described the first page loaded: this question.
    const found = document.head.querySelector('meta[name="description"]');
    const tag = found ?? document.createElement('meta');
    tag.setAttribute('name', 'description');
    tag.setAttribute('content', 'The question as the server described it');
    if (!found) document.head.appendChild(tag);
    try {
      const { router } = renderApp('/question/1', {
        handler: questionApi({ question: makeQuestion(), answers: [] }),
      });
      await waitFor(() =>
        expect(tag.getAttribute('content')).toBe(
          'I hear "shukran" and "baraka llahu fik". Which one is used more?',
        ),
      );
      await act(() => router.navigate('/'));
      await waitFor(() =>
        expect(tag.getAttribute('content')).toBe(
          'Language learning Q&A community: ask questions, get answers from native speakers, and translate into Arabic dialects.',
        ),
      );
    } finally {
      if (!found) tag.remove();
    }
  });

  it('says "Question not found" when the question does not exist', async () => {
    renderApp('/fr/question/999');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Question introuvable',
      }),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Retour aux questions' })
        .getAttribute('href'),
    ).toBe('/fr');
  });

  it('asks once for a question its loader could not read, also when the reader switches language', async () => {
    const queryClient = createQueryClient();
    const { router, fetchMock } = renderApp('/question/999', { queryClient });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Question not found',
      }),
    ).toBeTruthy();
    // The French page's loader asks first, and finds nothing.
    await queryClient.prefetchQuery(questionQueryOptions('999', 'fr'));
    await queryClient.prefetchQuery(answersQueryOptions('999', 'fr'));
    await act(() => router.navigate('/fr/question/999'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Question introuvable',
      }),
    ).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/questions/999'));
    expect(asked.sort()).toEqual([
      '/api/fr/questions/999',
      '/api/fr/questions/999/answers',
      '/api/questions/999',
      '/api/questions/999/answers',
    ]);
  });

  it('does not ask for ids that cannot exist', async () => {
    const { fetchMock } = renderApp('/question/abc');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Question not found',
      }),
    ).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('abc')),
    ).toEqual([]);
  });
});

describe('answer form', () => {
  it('needs 10 characters after trimming and is disabled while posting', async () => {
    const state: Api = { question: makeQuestion(), answers: [] };
    let release: (response: Response) => void = () => {};
    const { fetchMock } = renderApp('/question/1', {
      user: testUser,
      handler: questionApi(
        state,
        '/api',
        onPost('/api/answers', (body) => {
          state.answers = [
            makeAnswer({
              id: 20,
              content: (body as { content: string }).content,
            }),
          ];
          return undefined as unknown as Response;
        }),
        (url, init) =>
          url === '/api/answers' && init?.method === 'POST'
            ? new Promise<Response>((resolve) => {
                release = resolve;
              })
            : undefined,
      ),
    });

    const input = await screen.findByLabelText('Your answer');
    const submit = screen.getByTestId('answer-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.getByTestId('answer-form-message').textContent).toBe(
      'Please enter an answer',
    );
    expect(submit.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '  too short  ' } });
    expect(screen.getByTestId('answer-form-message').textContent).toBe(
      'Your answer must be at least 10 characters long',
    );
    expect(submit.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '  Shukran bezzaf!  ' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);

    await waitFor(() => expect(submit.textContent).toBe('Posting...'));
    expect(submit.disabled).toBe(true);
    expect(sentBodies(fetchMock, '/api/answers')).toEqual([
      { questionId: 1, content: 'Shukran bezzaf!', isAI: false },
    ]);

    release(jsonResponse(makeAnswer({ id: 20 }), 201));
    expect(await screen.findByText('Answer posted!')).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe('');
    expect(
      within(await screen.findByTestId('answer')).getByText('Shukran bezzaf!'),
    ).toBeTruthy();
    // The answers and the question were fetched again.
    expect(requestsTo(fetchMock, '/api/questions/1/answers')).toHaveLength(2);
    expect(requestsTo(fetchMock, '/api/questions/1')).toHaveLength(2);
  });

  it('posts French answers to the French API', async () => {
    const state: Api = {
      question: makeQuestion({ locale: 'fr' }),
      answers: [],
    };
    const { fetchMock } = renderApp('/fr/question/1', {
      user: testUser,
      handler: questionApi(
        state,
        '/api/fr',
        onPost('/api/fr/answers', () => jsonResponse(makeAnswer(), 201)),
      ),
    });
    fireEvent.change(await screen.findByLabelText('Votre réponse'), {
      target: { value: 'Choukran bezzaf, merci !' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publier la réponse' }));
    expect(await screen.findByText('Réponse publiée !')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/fr/answers')).toHaveLength(1);
  });

  it('keeps an answer longer than 5,000 characters whole and says it is too long', async () => {
    const { fetchMock } = renderApp('/question/1', {
      user: testUser,
      handler: questionApi(
        { question: makeQuestion(), answers: [] },
        '/api',
        onPost('/api/answers', () => jsonResponse(makeAnswer(), 201)),
      ),
    });
    const long = 'a'.repeat(5001);
    const input = (await screen.findByLabelText(
      'Your answer',
    )) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: long } });
    expect(input.value).toHaveLength(5001);
    expect(
      screen.getByText(
        'Your answer must be at most 5,000 characters long (it has 5,001)',
      ),
    ).toBeTruthy();
    const submit = screen.getByTestId('answer-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('answer-form'));
    expect(sentBodies(fetchMock, '/api/answers')).toEqual([]);
    // Cut to the limit, it posts.
    fireEvent.change(input, { target: { value: long.slice(1) } });
    expect(submit.disabled).toBe(false);
  });

  it('shows the error toast when posting fails', async () => {
    renderApp('/question/1', {
      user: testUser,
      handler: questionApi(
        { question: makeQuestion(), answers: [] },
        '/api',
        onPost('/api/answers', () => new Response('boom', { status: 500 })),
      ),
    });
    fireEvent.change(await screen.findByLabelText('Your answer'), {
      target: { value: 'A long enough answer' },
    });
    fireEvent.click(screen.getByTestId('answer-submit'));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(
      screen.getByText('Failed to post answer. Please try again.'),
    ).toBeTruthy();
    // The text is kept for another try.
    expect(
      (screen.getByLabelText('Your answer') as HTMLTextAreaElement).value,
    ).toBe('A long enough answer');
  });

  it('sends an expired session to sign in after 500 ms', async () => {
    const { router } = renderApp('/question/1', {
      user: testUser,
      handler: questionApi(
        { question: makeQuestion(), answers: [] },
        '/api',
        onPost('/api/answers', () =>
          jsonResponse(
            { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
            401,
          ),
        ),
        onPost('/api/login', () => jsonResponse(testUser)),
      ),
    });
    fireEvent.change(await screen.findByLabelText('Your answer'), {
      target: { value: 'A long enough answer' },
    });
    fireEvent.click(screen.getByTestId('answer-submit'));
    expect(await screen.findByText('Please sign in')).toBeTruthy();
    expect(
      screen.getByText('You need to be signed in to post answers'),
    ).toBeTruthy();
    expect(currentPath(router)).toBe('/question/1');
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    // The session is gone: the sign-in form shows, not a member's redirect.
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), {
      target: { value: 'amina@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    // Signing in leads back to the question, with the answer as it was typed.
    await waitFor(() => expect(currentPath(router)).toBe('/question/1'));
    expect(
      ((await screen.findByLabelText('Your answer')) as HTMLTextAreaElement)
        .value,
    ).toBe('A long enough answer');
  });

  it('keeps an unposted answer across a reload, and forgets it once posted', async () => {
    const handler = questionApi(
      { question: makeQuestion(), answers: [] },
      '/api',
      onPost('/api/answers', () => jsonResponse(makeAnswer({ id: 20 }), 201)),
    );
    const first = renderApp('/question/1', { user: testUser, handler });
    fireEvent.change(await screen.findByLabelText('Your answer'), {
      target: { value: 'Half-written answer' },
    });
    first.unmount();
    renderApp('/question/1', { user: testUser, handler });
    const input = (await screen.findByLabelText(
      'Your answer',
    )) as HTMLTextAreaElement;
    expect(input.value).toBe('Half-written answer');
    fireEvent.click(screen.getByTestId('answer-submit'));
    expect(await screen.findByText('Answer posted!')).toBeTruthy();
    expect(input.value).toBe('');
    // The keyboard stays in the form.
    expect(document.activeElement).toBe(input);
    cleanup();
    renderApp('/question/1', { user: testUser, handler });
    expect(
      ((await screen.findByLabelText('Your answer')) as HTMLTextAreaElement)
        .value,
    ).toBe('');
  });
});

describe('votes and likes', () => {
  it('update the counts from the server answer without refetching', async () => {
    const state: Api = {
      question: makeQuestion(),
      answers: [makeAnswer({ useful: 2, notUseful: 1, likes: 4 })],
    };
    const { fetchMock } = renderApp('/question/1', {
      user: testUser,
      handler: questionApi(
        state,
        '/api',
        onPost('/api/votes', () =>
          jsonResponse({
            answerId: 11,
            useful: 3,
            notUseful: 0,
            likes: 4,
            myVotes: ['useful'],
          }),
        ),
        onPost('/api/questions/1/like', () =>
          jsonResponse({ likes: 1, liked: true }),
        ),
      ),
    });

    const answer = await screen.findByTestId('answer');
    const useful = within(answer).getByTestId('answer-useful');
    expect(useful.getAttribute('aria-pressed')).toBe('false');
    expect(within(answer).getByTestId('answer-useful-count').textContent).toBe(
      '2',
    );
    fireEvent.click(useful);

    await waitFor(() =>
      expect(
        within(answer).getByTestId('answer-useful-count').textContent,
      ).toBe('3'),
    );
    expect(useful.getAttribute('aria-pressed')).toBe('true');
    expect(
      within(answer).getByTestId('answer-not-useful-count').textContent,
    ).toBe('0');
    expect(sentBodies(fetchMock, '/api/votes')).toEqual([
      { answerId: 11, type: 'useful' },
    ]);

    const like = screen.getByTestId('question-like');
    fireEvent.click(like);
    await waitFor(() =>
      expect(screen.getByTestId('question-like-count').textContent).toBe('1'),
    );
    expect(like.getAttribute('aria-pressed')).toBe('true');
    // Counts came from the vote and like answers: nothing was fetched again.
    expect(requestsTo(fetchMock, '/api/questions/1/answers')).toHaveLength(1);
    expect(requestsTo(fetchMock, '/api/questions/1')).toHaveLength(1);
  });

  it('keeps the focus on a like or vote while it is out, and sends it once', async () => {
    const state: Api = { question: makeQuestion(), answers: [makeAnswer()] };
    const answers: ((response: Response) => void)[] = [];
    const held = () =>
      new Promise<Response>((resolve) => answers.push(resolve));
    const { fetchMock } = renderApp('/question/1', {
      user: testUser,
      handler: questionApi(
        state,
        '/api',
        onPost('/api/votes', held),
        onPost('/api/questions/1/like', held),
      ),
    });
    const [answer] = await screen.findAllByTestId('answer');
    for (const [button, url] of [
      [screen.getByTestId('question-like'), '/api/questions/1/like'],
      [within(answer!).getByTestId('answer-useful'), '/api/votes'],
    ] as const) {
      (button as HTMLButtonElement).focus();
      fireEvent.click(button);
      await waitFor(() =>
        expect(button.getAttribute('aria-disabled')).toBe('true'),
      );
      expect(document.activeElement).toBe(button);
      fireEvent.click(button);
      await waitFor(() => expect(answers).toHaveLength(1));
      expect(requestsTo(fetchMock, url, 'POST')).toHaveLength(1);
      answers.pop()!(new Response('', { status: 500 }));
      await waitFor(() =>
        expect(button.getAttribute('aria-disabled')).toBeNull(),
      );
      expect(document.activeElement).toBe(button);
    }
  });

  it('does not offer votes on the member’s own answer', async () => {
    const mine = makeAnswer({ id: 12, content: 'My own answer to this.' });
    mine.user = { ...mine.user!, id: testUser.id, username: 'amina' };
    const state: Api = {
      question: makeQuestion(),
      answers: [makeAnswer(), mine],
    };
    const { fetchMock } = renderApp('/question/1', {
      user: testUser,
      handler: questionApi(state),
    });
    const [other, own] = await screen.findAllByTestId('answer');
    // The reason is on screen beside the buttons, and describes each of them.
    const note = within(own).getByTestId('answer-own-note');
    expect(note.textContent).toBe('You cannot vote on your own answer');
    expect(within(other).queryByTestId('answer-own-note')).toBeNull();
    for (const id of ['answer-useful', 'answer-not-useful', 'answer-like']) {
      const button = within(own).getByTestId(id) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(note.id);
      fireEvent.click(button);
      expect(
        (within(other).getByTestId(id) as HTMLButtonElement).disabled,
      ).toBe(false);
    }
    expect(sentBodies(fetchMock, '/api/votes')).toEqual([]);
  });

  it('leads a guest who signs in to answer back to the question', async () => {
    const { router } = renderApp('/question/1?from=list', {
      handler: questionApi({
        question: makeQuestion(),
        answers: [makeAnswer()],
      }),
    });
    fireEvent.click(await screen.findByTestId('answer-sign-in-button'));
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(router.state.location.state).toEqual({
      from: '/question/1?from=list',
    });
  });

  it('asks guests to sign in when they vote', async () => {
    const { router, fetchMock } = renderApp('/question/1', {
      handler: questionApi({
        question: makeQuestion(),
        answers: [makeAnswer()],
      }),
    });
    const answer = await screen.findByTestId('answer');
    await screen.findByTestId('answer-sign-in');
    fireEvent.click(within(answer).getByTestId('answer-like'));
    expect(await screen.findByText('Please sign in')).toBeTruthy();
    expect(screen.getByText('You need to be signed in to vote')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(sentBodies(fetchMock, '/api/votes')).toEqual([]);
  });
});

describe('translate toggle', () => {
  it('fetches once, hides, then shows the kept translation again', async () => {
    let release: (response: Response) => void = () => {};
    const { fetchMock } = renderApp('/question/1', {
      user: testUser,
      handler: questionApi(
        { question: makeQuestion({ content: '' }), answers: [] },
        '/api',
        (url, init) =>
          url === '/api/translate' && init?.method === 'POST'
            ? new Promise<Response>((resolve) => {
                release = resolve;
              })
            : undefined,
      ),
    });

    const button = (await screen.findByTestId(
      'question-translate',
    )) as HTMLButtonElement;
    expect(button.textContent).toBe('See translation');

    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Translating...'));
    expect(button.disabled).toBe(true);
    release(
      jsonResponse({ translation: 'How do you say thank you?', cached: false }),
    );
    expect(
      (await screen.findByTestId('question-translation')).textContent,
    ).toContain('How do you say thank you?');
    expect(button.textContent).toBe('Hide translation');
    expect(sentBodies(fetchMock, '/api/translate')).toEqual([
      {
        text: 'How do you say thank you in Darija?',
        fromLanguage: 'dz',
        toLanguage: 'English',
        questionId: 1,
      },
    ]);

    fireEvent.click(button);
    expect(screen.queryByTestId('question-translation')).toBeNull();
    expect(button.textContent).toBe('See translation');

    fireEvent.click(button);
    expect(screen.getByTestId('question-translation').textContent).toContain(
      'How do you say thank you?',
    );
    expect(sentBodies(fetchMock, '/api/translate')).toHaveLength(1);
  });

  it('translates answers with language detection; without an AI provider it says so and offers no button', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = renderApp('/question/1', {
      user: testUser,
      handler: questionApi(
        { question: makeQuestion(), answers: [makeAnswer()] },
        '/api',
        onPost('/api/translate', () =>
          jsonResponse(
            {
              statusCode: 503,
              code: 'translation_unavailable',
              message: 'Translation is not available',
              error: 'Service Unavailable',
            },
            503,
          ),
        ),
      ),
    });
    const answer = await screen.findByTestId('answer');
    expect(screen.getByTestId('question-translate')).toBeTruthy();
    fireEvent.click(within(answer).getByTestId('answer-translate'));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(
      (await within(answer).findByTestId('answer-translation')).textContent,
    ).toBe('Translation is not available on this site at the moment.');
    // No post offers it any more.
    expect(within(answer).queryByTestId('answer-translate')).toBeNull();
    expect(screen.queryByTestId('question-translate')).toBeNull();
    expect(sentBodies(fetchMock, '/api/translate')).toEqual([
      {
        text: 'Both are fine; "shukran" is the everyday word.',
        fromLanguage: 'Auto-detect',
        toLanguage: 'English',
        answerId: 11,
      },
    ]);
    expect(document.querySelector('li.toast')).toBeNull();
  });

  it('says in French when a translation failed, and lets the reader try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let tries = 0;
    const { fetchMock } = renderApp('/fr/question/1', {
      user: testUser,
      handler: questionApi(
        { question: makeQuestion({ locale: 'fr' }), answers: [] },
        '/api/fr',
        onPost('/api/translate', () =>
          ++tries === 1
            ? jsonResponse(
                {
                  statusCode: 502,
                  code: 'translation_failed',
                  message: 'The translation service failed.',
                  error: 'Bad Gateway',
                },
                502,
              )
            : jsonResponse({ translation: 'Comment dit-on merci ?' }),
        ),
      ),
    });
    const button = await screen.findByTestId('question-translate');
    fireEvent.click(button);
    expect(
      (await screen.findByTestId('question-translation')).textContent,
    ).toBe('Le service de traduction a échoué. Réessayez dans un instant.');
    expect(button.textContent).toBe('Voir la traduction');
    // The button says "See translation": one click tries again.
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('question-translation').textContent).toContain(
        'Comment dit-on merci ?',
      ),
    );
    expect(sentBodies(fetchMock, '/api/translate')).toHaveLength(2);
  });
});

describe('report', () => {
  it('sends the reason, then says Reported; and says when it was already reported', async () => {
    let reports = 0;
    const render = () =>
      renderApp('/question/1', {
        user: testUser,
        handler: questionApi(
          { question: makeQuestion(), answers: [] },
          '/api',
          onPost('/api/reports', () =>
            ++reports === 1
              ? jsonResponse({ id: 1 }, 201)
              : jsonResponse(
                  {
                    statusCode: 409,
                    message:
                      'You have already reported this. A moderator will look at it.',
                    error: 'Conflict',
                  },
                  409,
                ),
          ),
        ),
      });

    const report = async () => {
      fireEvent.click(await screen.findByTestId('question-report'));
      const dialog = await screen.findByRole('dialog', {
        name: 'Report this question',
      });
      const submit = within(dialog).getByTestId(
        'report-submit',
      ) as HTMLButtonElement;
      expect(submit.disabled).toBe(true);
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
      fireEvent.change(within(dialog).getByLabelText('Details (optional)'), {
        target: { value: '  Selling things  ' },
      });
      // A double-click sends one report.
      fireEvent.click(submit);
      fireEvent.click(submit);
    };
    const button = () =>
      screen.getByTestId('question-report') as HTMLButtonElement;

    const { fetchMock: first } = render();
    await report();
    expect(await screen.findByText('Report sent')).toBeTruthy();
    await waitFor(() => expect(button().textContent).toBe('Reported'));
    expect(button().getAttribute('aria-disabled')).toBe('true');
    // The focus comes back to the button, which now does nothing.
    await waitFor(() => expect(document.activeElement).toBe(button()));
    fireEvent.click(button());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(first, '/api/reports')).toEqual([
      { questionId: 1, reason: 'spam', details: 'Selling things' },
    ]);
    cleanup();

    // Another visit: the server already has this member's report.
    const { fetchMock: second } = render();
    expect((await screen.findByTestId('question-report')).textContent).toBe(
      'Report',
    );
    await report();
    expect(
      await screen.findByText(
        'You have already reported this. A moderator will look at it.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(button().textContent).toBe('Reported'));
    expect(sentBodies(second, '/api/reports')).toEqual([
      { questionId: 1, reason: 'spam', details: 'Selling things' },
    ]);
  });

  it('says Reported from the first draw where the reads say the member reported it, and opens no dialog', async () => {
    const { fetchMock } = renderApp('/question/1', {
      user: testUser,
      handler: questionApi(
        {
          question: makeQuestion({ reported: true }),
          answers: [
            makeAnswer({ id: 11, reported: true }),
            makeAnswer({ id: 12, reported: false }),
          ],
        },
        '/api',
      ),
    });
    const question = await screen.findByTestId('question-report');
    expect(question.textContent).toBe('Reported');
    expect(question.getAttribute('aria-disabled')).toBe('true');
    const [first, second] = screen.getAllByTestId('answer-report');
    expect([first.textContent, second.textContent]).toEqual([
      'Reported',
      'Report',
    ]);
    fireEvent.click(question);
    fireEvent.click(first);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(second);
    expect(
      await screen.findByRole('dialog', { name: 'Report this answer' }),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/reports')).toEqual([]);
  });

  it("gives the focus back to the Report button and keeps a closed report's reason and details until it is sent", async () => {
    const { fetchMock } = renderApp('/question/1', {
      user: testUser,
      handler: questionApi(
        { question: makeQuestion(), answers: [] },
        '/api',
        onPost('/api/reports', () => jsonResponse({ id: 1 }, 201)),
      ),
    });
    const button = await screen.findByTestId('question-report');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'Report this question',
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Links to a shop in every line.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(sentBodies(fetchMock, '/api/reports')).toEqual([]);

    // Escape closes it too; what was chosen and written is there each time.
    for (const close of ['Escape', 'send'] as const) {
      fireEvent.click(button);
      const reopened = await screen.findByRole('dialog', {
        name: 'Report this question',
      });
      expect(
        within(reopened)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('aria-checked')),
      ).toEqual(['true', 'false', 'false', 'false']);
      expect(
        (within(reopened).getByRole('textbox') as HTMLTextAreaElement).value,
      ).toBe('Links to a shop in every line.');
      if (close === 'Escape') {
        fireEvent.keyDown(reopened, { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      } else {
        fireEvent.click(within(reopened).getByTestId('report-submit'));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      }
    }
    expect(sentBodies(fetchMock, '/api/reports')).toEqual([
      {
        questionId: 1,
        reason: 'spam',
        details: 'Links to a shop in every line.',
      },
    ]);
    // Sent: nothing is kept for this post.
    expect(
      Object.keys(sessionStorage).filter((key) => key.includes('report:')),
    ).toEqual([]);
  });

  it('keeps pasted details past 1,000 characters whole and sends them once shortened', async () => {
    const { fetchMock } = renderApp('/question/1', {
      user: testUser,
      handler: questionApi(
        { question: makeQuestion(), answers: [] },
        '/api',
        onPost('/api/reports', () => jsonResponse({ id: 1 }, 201)),
      ),
    });
    fireEvent.click(await screen.findByTestId('question-report'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Report this question',
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const details = within(dialog).getByLabelText(
      'Details (optional)',
    ) as HTMLTextAreaElement;
    const counter = within(dialog).getByTestId('report-details-counter');
    const submit = within(dialog).getByTestId(
      'report-submit',
    ) as HTMLButtonElement;
    expect(counter.textContent).toBe('0/1,000');
    // The browser cuts nothing either: the field has no maxlength.
    expect(details.hasAttribute('maxlength')).toBe(false);

    fireEvent.change(details, { target: { value: 'x'.repeat(1200) } });
    expect(details.value).toHaveLength(1200);
    expect(counter.textContent).toBe('1,200/1,000');
    expect(
      within(dialog).getByText('Details must be at most 1,000 characters long'),
    ).toBeTruthy();
    expect(details.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBodies(fetchMock, '/api/reports')).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();

    // Blank ends do not count: the server does not keep them.
    fireEvent.change(details, {
      target: { value: `  ${'x'.repeat(1000)}\n` },
    });
    expect(counter.textContent).toBe('1,000/1,000');
    expect(
      within(dialog).queryByText(
        'Details must be at most 1,000 characters long',
      ),
    ).toBeNull();
    expect(details.getAttribute('aria-invalid')).toBeNull();
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText('Report sent')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/reports')).toEqual([
      { questionId: 1, reason: 'other', details: 'x'.repeat(1000) },
    ]);
  });

  it('says in French when the details are too long', async () => {
    renderApp('/fr/question/1', {
      user: testUser,
      handler: questionApi(
        { question: makeQuestion(), answers: [] },
        '/api/fr',
      ),
    });
    fireEvent.click(await screen.findByTestId('question-report'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Détails (facultatif)'), {
      target: { value: 'x'.repeat(1001) },
    });
    expect(
      within(dialog).getByText(
        /^Les détails doivent faire au plus 1\s000 caractères$/,
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByTestId('report-details-counter').textContent,
    ).toMatch(/^1\s001\/1\s000$/);
  });

  it('asks guests to sign in and opens no dialog', async () => {
    const { router, fetchMock } = renderApp('/question/1', {
      handler: questionApi({ question: makeQuestion(), answers: [] }),
    });
    await screen.findByTestId('answer-sign-in');
    fireEvent.click(screen.getByTestId('question-report'));
    expect(
      await screen.findByText('You need to be signed in to report content'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(sentBodies(fetchMock, '/api/reports')).toEqual([]);
  });
});

describe('a question of the other community', () => {
  const notHere = (locale: 'en' | 'fr') => () =>
    jsonResponse(
      {
        statusCode: 404,
        code: 'question_not_found',
        message: 'Question not found',
        params: { locale },
      },
      404,
    );

  it.each([
    [
      '/fr/question/20',
      '/api/fr/questions/20',
      'en',
      'Question introuvable',
      'Elle se trouve dans la communauté anglophone.',
      '/question/20',
    ],
    [
      '/question/166',
      '/api/questions/166',
      'fr',
      'Question not found',
      'It is in the French community.',
      '/fr/question/166',
    ],
  ] as const)(
    'on %s, links to the community that has it',
    async (path, api, locale, title, text, href) => {
      const { router } = renderApp(path, {
        handler: handlers(
          onGet(api, notHere(locale)),
          onGet(`${api}/answers`, notHere(locale)),
        ),
      });
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      const elsewhere = screen.getByTestId('question-elsewhere');
      expect(elsewhere.textContent).toBe(text);
      const link = within(elsewhere).getByRole('link');
      expect(link.getAttribute('href')).toBe(href);
      fireEvent.click(link);
      await waitFor(() => expect(currentPath(router)).toBe(href));
    },
  );

  it('says nothing more for a question no community has', async () => {
    renderApp('/question/99', {
      handler: handlers(
        onGet('/api/questions/99', () =>
          jsonResponse(
            {
              statusCode: 404,
              code: 'question_not_found',
              message: 'Question not found',
            },
            404,
          ),
        ),
      ),
    });
    expect(
      await screen.findByRole('heading', { name: 'Question not found' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('question-elsewhere')).toBeNull();
  });
});
