import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, testUser } from '../../../test/render-app';
import type { Answer, Question } from '../types';
import {
  handlers,
  jsonResponse,
  listOf,
  makeAnswer,
  makeQuestion,
  onGet,
  onPost,
} from '../test/fixtures';
import { renderLive } from '../test/render-live';

type Api = { question: Question; answers: Answer[] };

function questionApi(state: Api) {
  return handlers(
    onGet(`/api/questions/${state.question.id}`, () =>
      jsonResponse(state.question),
    ),
    onGet(`/api/questions/${state.question.id}/answers`, () =>
      jsonResponse(state.answers),
    ),
    onGet('/api/questions', () => jsonResponse(listOf([state.question]))),
  );
}

function answerRequests(
  fetchMock: ReturnType<typeof renderLive>['fetchMock'],
  id: number,
) {
  return fetchMock.mock.calls.filter(
    ([input]) => String(input) === `/api/questions/${id}/answers`,
  ).length;
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Fills in the ask form with a title about Darija and posts it. */
async function askFromTheForm(title: string) {
  fireEvent.change(await screen.findByLabelText('Title'), {
    target: { value: title },
  });
  fireEvent.keyDown(await screen.findByTestId('ask-target-language'), {
    key: 'Enter',
  });
  fireEvent.click(await screen.findByRole('option', { name: 'Darija' }));
  fireEvent.click(screen.getByRole('button', { name: 'Post Question' }));
}

const aiAnswer = (overrides: Partial<Answer> = {}) =>
  makeAnswer({
    id: 20,
    isAI: true,
    content: 'Demo answer about counting.',
    createdAt: ago(0),
    user: {
      id: null,
      username: 'AI Assistant',
      profileImageUrl: null,
      nativeLanguages: [],
      qualityPoints: 0,
      totalAnswers: 0,
      totalLikes: 0,
    },
    ...overrides,
  });

/**
 * Asks question `id` from the form as a member and lands on its page; the
 * server says whether the assistant's answer is on its way.
 */
async function askAndOpen(id: number, assistantAnswering: boolean) {
  const created = makeQuestion({ id, createdAt: ago(0) });
  const state: Api = { question: created, answers: [] };
  const rendered = renderLive('/ask', {
    user: testUser,
    handler: handlers(
      onPost('/api/questions', () =>
        jsonResponse({ ...created, assistantAnswering }, 201),
      ),
      questionApi(state),
    ),
  });
  await askFromTheForm(created.title);
  await waitFor(() =>
    expect(currentPath(rendered.router)).toBe(`/question/${id}`),
  );
  return rendered;
}

describe('question page, live', () => {
  it('adds answers as they are posted, once each, in order', async () => {
    const state: Api = {
      question: makeQuestion({ answerCount: 1, likes: 2 }),
      answers: [makeAnswer({ id: 11, createdAt: ago(3_600_000) })],
    };
    const { socket, queryClient } = renderLive('/question/1', {
      handler: questionApi(state),
    });
    expect(await screen.findAllByTestId('answer')).toHaveLength(1);
    await waitFor(() =>
      expect(socket.rooms).toEqual([{ room: 'question', locale: 'en', id: 1 }]),
    );

    const live = makeAnswer({
      id: 12,
      content: 'Posted while you were reading.',
      createdAt: ago(0),
    });
    act(() => socket.push('answer:created', live));
    act(() => socket.push('answer:created', live));
    // Another question's answer is not this page's.
    act(() =>
      socket.push('answer:created', makeAnswer({ id: 30, questionId: 2 })),
    );

    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('answer')
          .map((a) => a.getAttribute('data-answer-id')),
      ).toEqual(['11', '12']),
    );
    const answers = screen.getAllByTestId('answer');
    expect(screen.getByRole('heading', { name: '2 Answers' })).toBeTruthy();
    expect(answers[1]!.className).toContain('answer-card-arrived');
    expect(answers[0]!.className).not.toContain('answer-card-arrived');
    // The question's count follows, for the lists.
    expect(
      queryClient.getQueryData<Question>(['/api/questions/1'])?.answerCount,
    ).toBe(2);

    // An earlier answer that arrives late still takes its place.
    act(() =>
      socket.push(
        'answer:created',
        makeAnswer({ id: 10, createdAt: ago(7_200_000) }),
      ),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('answer')
          .map((a) => a.getAttribute('data-answer-id')),
      ).toEqual(['10', '11', '12']),
    );
  });

  it('follows vote and like counts', async () => {
    const state: Api = {
      question: makeQuestion({ likes: 2 }),
      answers: [makeAnswer({ id: 11, useful: 1, myVotes: ['useful'] })],
    };
    const { socket } = renderLive('/question/1', {
      handler: questionApi(state),
    });
    const [answer] = await screen.findAllByTestId('answer');
    expect(screen.getByTestId('question-like-count').textContent).toBe('2');

    act(() =>
      socket.push('answer:votes', {
        answerId: 11,
        useful: 4,
        notUseful: 1,
        likes: 2,
      }),
    );
    await waitFor(() =>
      expect(
        within(answer!).getByTestId('answer-useful-count').textContent,
      ).toBe('4'),
    );
    expect(
      within(answer!).getByTestId('answer-not-useful-count').textContent,
    ).toBe('1');
    expect(within(answer!).getByTestId('answer-like-count').textContent).toBe(
      '2',
    );
    // The viewer's own vote stays pressed.
    expect(
      within(answer!).getByTestId('answer-useful').getAttribute('aria-pressed'),
    ).toBe('true');

    act(() => socket.push('question:likes', { questionId: 1, likes: 5 }));
    await waitFor(() =>
      expect(screen.getByTestId('question-like-count').textContent).toBe('5'),
    );
  });

  it("keeps a newer count the room told while the member's own like or vote was on its way", async () => {
    const state: Api = {
      question: makeQuestion({ likes: 2, liked: false }),
      answers: [makeAnswer({ id: 11, useful: 1, myVotes: [] })],
    };
    const held: Array<() => void> = [];
    // The member's like and vote are answered only when the test says so.
    const answerLater = (body: unknown) =>
      new Promise<Response>((resolve) =>
        held.push(() => resolve(jsonResponse(body))),
      );
    const { socket } = renderLive('/question/1', {
      user: testUser,
      handler: handlers(
        onPost('/api/questions/1/like', () =>
          answerLater({ likes: 3, liked: true }),
        ),
        onPost('/api/votes', () =>
          answerLater({
            answerId: 11,
            useful: 2,
            notUseful: 0,
            likes: 0,
            myVotes: ['useful'],
          }),
        ),
        questionApi(state),
      ),
    });
    const [answer] = await screen.findAllByTestId('answer');
    await waitFor(() => expect(socket.rooms).toHaveLength(1));
    const likeCount = () =>
      screen.getByTestId('question-like-count').textContent;
    const usefulCount = () =>
      within(answer!).getByTestId('answer-useful-count').textContent;

    // The member likes; another member's like is written just after theirs
    // and its event arrives first.
    fireEvent.click(screen.getByTestId('question-like'));
    await waitFor(() => expect(held).toHaveLength(1));
    act(() => socket.push('question:likes', { questionId: 1, likes: 4 }));
    await waitFor(() => expect(likeCount()).toBe('4'));
    act(() => held.shift()!());
    await waitFor(() =>
      expect(
        screen.getByTestId('question-like').getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(likeCount()).toBe('4');

    // The same for a vote on an answer.
    fireEvent.click(within(answer!).getByTestId('answer-useful'));
    await waitFor(() => expect(held).toHaveLength(1));
    act(() =>
      socket.push('answer:votes', {
        answerId: 11,
        useful: 3,
        notUseful: 0,
        likes: 0,
      }),
    );
    await waitFor(() => expect(usefulCount()).toBe('3'));
    act(() => held.shift()!());
    await waitFor(() =>
      expect(
        within(answer!)
          .getByTestId('answer-useful')
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(usefulCount()).toBe('3');

    // With no event meanwhile, the answer's counts are shown.
    fireEvent.click(screen.getByTestId('question-like'));
    await waitFor(() => expect(held).toHaveLength(1));
    act(() => held.shift()!());
    await waitFor(() => expect(likeCount()).toBe('3'));
  });

  it("follows the member's own like and votes made in another tab", async () => {
    const state: Api = {
      question: makeQuestion({ likes: 2, liked: false }),
      answers: [makeAnswer({ id: 11, useful: 1, myVotes: [] })],
    };
    const { socket } = renderLive('/question/1', {
      user: testUser,
      handler: questionApi(state),
    });
    const [answer] = await screen.findAllByTestId('answer');
    await waitFor(() => expect(socket.rooms).toHaveLength(1));
    const pressed = (element: HTMLElement) =>
      element.getAttribute('aria-pressed');

    // Another question's like changes nothing here.
    act(() => socket.push('question:my-like', { questionId: 2, liked: true }));
    act(() => socket.push('question:my-like', { questionId: 1, liked: true }));
    await waitFor(() =>
      expect(pressed(screen.getByTestId('question-like'))).toBe('true'),
    );
    act(() =>
      socket.push('answer:my-votes', { answerId: 11, myVotes: ['useful'] }),
    );
    await waitFor(() =>
      expect(pressed(within(answer!).getByTestId('answer-useful'))).toBe(
        'true',
      ),
    );
    act(() => socket.push('question:my-like', { questionId: 1, liked: false }));
    await waitFor(() =>
      expect(pressed(screen.getByTestId('question-like'))).toBe('false'),
    );
  });

  it('drops an answer a moderator deletes, and says so when the question itself goes', async () => {
    const state: Api & { deleted: boolean } = {
      question: makeQuestion({ answerCount: 2 }),
      answers: [makeAnswer({ id: 11 }), makeAnswer({ id: 12 })],
      deleted: false,
    };
    const api = questionApi(state);
    const { socket, queryClient } = renderLive('/question/1', {
      handler: (input, init) =>
        state.deleted && String(input) === '/api/questions/1'
          ? jsonResponse(
              {
                statusCode: 404,
                code: 'not_found',
                message: 'Question not found',
              },
              404,
            )
          : api(input, init),
    });
    expect(await screen.findAllByTestId('answer')).toHaveLength(2);
    await waitFor(() => expect(socket.rooms).toHaveLength(1));

    // Another question's answer, or one this page does not show, changes nothing.
    act(() => socket.push('answer:deleted', { questionId: 2, answerId: 11 }));
    act(() => socket.push('answer:deleted', { questionId: 1, answerId: 99 }));
    act(() => socket.push('answer:deleted', { questionId: 1, answerId: 12 }));
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('answer')
          .map((a) => a.getAttribute('data-answer-id')),
      ).toEqual(['11']),
    );
    expect(screen.getByRole('heading', { name: '1 Answer' })).toBeTruthy();
    expect(
      queryClient.getQueryData<Question>(['/api/questions/1'])?.answerCount,
    ).toBe(1);

    act(() => socket.push('question:deleted', { questionId: 2 }));
    expect(screen.queryByTestId('question-not-found')).toBeNull();
    state.deleted = true;
    act(() => socket.push('question:deleted', { questionId: 1 }));
    expect(await screen.findByTestId('question-not-found')).toBeTruthy();
  });

  it('reads again when the counts the room was joined with differ from its own', async () => {
    const state: Api = {
      question: makeQuestion({ answerCount: 1 }),
      answers: [makeAnswer({ id: 11 })],
    };
    const api = questionApi(state);
    let questionReads = 0;
    const { socket, fetchMock } = renderLive('/question/1', {
      handler: (url, init) => {
        const response = api(url, init);
        // After the question's first read, the assistant's answer lands,
        // with no event for this page, which is not in the room yet.
        if (url === '/api/questions/1' && ++questionReads === 1) {
          state.question = { ...state.question, answerCount: 2 };
          state.answers = [
            ...state.answers,
            makeAnswer({ id: 12, createdAt: ago(0) }),
          ];
        }
        return response;
      },
    });
    socket.questionState = { answerCount: 2, likes: 0 };
    await waitFor(() =>
      expect(screen.getAllByTestId('answer')).toHaveLength(2),
    );
    expect(answerRequests(fetchMock, 1)).toBe(2);
  });

  it('uses what it read when the room was joined with the same counts', async () => {
    const state: Api = {
      question: makeQuestion({ answerCount: 1, likes: 0 }),
      answers: [makeAnswer({ id: 11 })],
    };
    const { socket, fetchMock } = renderLive('/question/1', {
      handler: questionApi(state),
    });
    socket.questionState = { answerCount: 1, likes: 0 };
    expect(await screen.findAllByTestId('answer')).toHaveLength(1);
    await waitFor(() => expect(socket.rooms).toHaveLength(1));
    expect(answerRequests(fetchMock, 1)).toBe(1);
  });

  it('reads the answers again after a reconnection, and leaves on close', async () => {
    const state: Api = {
      question: makeQuestion(),
      answers: [makeAnswer({ id: 11 })],
    };
    const { socket, fetchMock, router } = renderLive('/question/1', {
      handler: questionApi(state),
    });
    expect(await screen.findAllByTestId('answer')).toHaveLength(1);
    expect(answerRequests(fetchMock, 1)).toBe(1);

    // Posted while the connection was down: no event, but the page catches up.
    state.answers = [
      ...state.answers,
      makeAnswer({ id: 12, createdAt: ago(0) }),
    ];
    act(() => socket.reconnect());
    await waitFor(() =>
      expect(screen.getAllByTestId('answer')).toHaveLength(2),
    );
    expect(answerRequests(fetchMock, 1)).toBe(2);

    await act(() => router.navigate('/'));
    await waitFor(() =>
      expect(socket.rooms).toEqual([{ room: 'questions', locale: 'en' }]),
    );
    expect(socket.sent.at(-2)).toEqual({
      event: 'leave',
      request: { room: 'question', locale: 'en', id: 1 },
    });
  });

  it('says the AI assistant is writing after asking, until its answer arrives', async () => {
    const { socket } = await askAndOpen(42, true);

    const writing = await screen.findByTestId('assistant-writing');
    expect(writing.textContent).toBe(
      'The AI assistant is writing an answer...',
    );
    expect(writing.getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('answers-empty')).toBeNull();

    // A member's answer does not end the wait; the assistant's does.
    act(() =>
      socket.push(
        'answer:created',
        makeAnswer({ id: 19, questionId: 42, createdAt: ago(0) }),
      ),
    );
    expect(screen.getByTestId('assistant-writing')).toBeTruthy();
    act(() => socket.push('answer:created', aiAnswer({ questionId: 42 })));
    await waitFor(() =>
      expect(screen.queryByTestId('assistant-writing')).toBeNull(),
    );
    const answers = screen.getAllByTestId('answer');
    expect(answers).toHaveLength(2);
    expect(within(answers[1]!).getByTestId('answer-author').textContent).toBe(
      'AI Assistant',
    );
  });

  it('says so when the server gives up on the assistant answer, and stops saying it is writing', async () => {
    const { socket, router } = await askAndOpen(44, true);
    expect(await screen.findByTestId('assistant-writing')).toBeTruthy();

    // Another question's give-up changes nothing here.
    act(() => socket.push('assistant:gave-up', { questionId: 7 }));
    expect(screen.getByTestId('assistant-writing')).toBeTruthy();
    expect(screen.queryByTestId('assistant-gave-up')).toBeNull();

    act(() => socket.push('assistant:gave-up', { questionId: 44 }));
    await waitFor(() =>
      expect(screen.queryByTestId('assistant-writing')).toBeNull(),
    );
    const note = screen.getByTestId('assistant-gave-up');
    expect(note.textContent).toBe(
      'The AI assistant could not answer this time. Native speakers can still answer.',
    );
    expect(note.getAttribute('role')).toBe('status');
    // Away and back: the page still knows, and does not wait again.
    await act(() => router.navigate('/about'));
    await waitFor(() =>
      expect(screen.queryByTestId('assistant-gave-up')).toBeNull(),
    );
    await act(() => router.navigate(-1));
    expect(await screen.findByTestId('assistant-gave-up')).toBeTruthy();
    expect(screen.queryByTestId('assistant-writing')).toBeNull();
    // The list says it has no answers yet, and a member's answer still arrives.
    expect(screen.getByTestId('answers-empty')).toBeTruthy();
    act(() =>
      socket.push(
        'answer:created',
        makeAnswer({ id: 20, questionId: 44, createdAt: ago(0) }),
      ),
    );
    expect(await screen.findAllByTestId('answer')).toHaveLength(1);
  });

  it('does not say so after asking when the assistant is not answering (no AI provider, or past the daily AI answers)', async () => {
    const { socket } = await askAndOpen(43, false);
    expect(await screen.findByTestId('answers-empty')).toBeTruthy();
    await waitFor(() =>
      expect(socket.rooms).toContainEqual({
        room: 'question',
        locale: 'en',
        id: 43,
      }),
    );
    expect(screen.queryByTestId('assistant-writing')).toBeNull();
  });

  it('does not say so for questions asked elsewhere', async () => {
    const state: Api = {
      question: makeQuestion({ createdAt: ago(60_000) }),
      answers: [],
    };
    renderLive('/question/1', { user: testUser, handler: questionApi(state) });
    expect(await screen.findByTestId('answers-empty')).toBeTruthy();
    expect(screen.queryByTestId('assistant-writing')).toBeNull();
  });
});
