import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath } from '../../../test/render-app';
import type { Question } from '../types';
import {
  handlers,
  jsonResponse,
  makeQuestion,
  onGet,
  pagedQuestions,
} from '../test/fixtures';
import { renderLive } from '../test/render-live';

/** The list API over `state.questions`, newest first, 20 a page. */
function listApi(state: { questions: Question[] }, prefix = '/api') {
  return handlers(
    pagedQuestions(state, prefix),
    onGet(`${prefix}/language-counts`, () => jsonResponse([])),
  );
}

function listRequests(fetchMock: ReturnType<typeof renderLive>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => /^\/api(\/fr)?\/questions\?limit=20/.test(url))
    .map((url) => url.split('?')[1]);
}

const older = Array.from({ length: 25 }, (_, i) =>
  makeQuestion({ id: 100 - i, title: `Older question ${100 - i}` }),
);

describe('home page, live', () => {
  it('counts questions asked meanwhile, and Show brings them in', async () => {
    const state = { questions: [...older] };
    const { socket, fetchMock } = renderLive('/', {
      handler: listApi(state),
    });
    const list = await screen.findByTestId('question-list');
    await waitFor(() =>
      expect(socket.rooms).toEqual([{ room: 'questions', locale: 'en' }]),
    );
    expect(screen.queryByTestId('new-questions-banner')).toBeNull();

    const fresh = [
      makeQuestion({ id: 101, title: 'Fresh question one' }),
      makeQuestion({ id: 102, title: 'Fresh question two' }),
    ];
    state.questions = [...fresh.slice().reverse(), ...older];
    act(() => socket.push('question:created', fresh[0]));
    expect(
      (await screen.findByTestId('new-questions-banner')).textContent,
    ).toBe('1 new questionShow');
    act(() => socket.push('question:created', fresh[1]));
    // The same question twice, or one already on screen, counts once / not at all.
    act(() => socket.push('question:created', fresh[1]));
    act(() => socket.push('question:created', older[0]));
    expect(screen.getByTestId('new-questions-count').textContent).toBe(
      '2 new questions',
    );
    // Nothing jumps: the list is as it was.
    expect(within(list).queryByText('Fresh question one')).toBeNull();
    expect(listRequests(fetchMock)).toEqual(['limit=20&offset=0']);

    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.queryByTestId('new-questions-banner')).toBeNull();
    // The focus goes to the list, not back to the page's top.
    expect(document.activeElement).toBe(screen.getByTestId('home-list'));
    expect(
      await within(list).findByRole('link', { name: 'Fresh question two' }),
    ).toBeTruthy();
    expect(listRequests(fetchMock)).toEqual([
      'limit=20&offset=0',
      'limit=20&offset=0',
    ]);
  });

  it('keeps counting the questions asked meanwhile after a visit elsewhere and Back', async () => {
    const state = { questions: [...older] };
    const { socket, router } = renderLive('/', { handler: listApi(state) });
    await screen.findByTestId('question-list');
    await waitFor(() =>
      expect(socket.rooms).toEqual([{ room: 'questions', locale: 'en' }]),
    );
    const fresh = makeQuestion({ id: 101, title: 'Fresh question one' });
    state.questions = [fresh, ...older];
    act(() => socket.push('question:created', fresh));
    expect(
      (await screen.findByTestId('new-questions-banner')).textContent,
    ).toBe('1 new questionShow');

    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await act(() => router.navigate(-1));
    expect(
      (await screen.findByTestId('new-questions-banner')).textContent,
    ).toBe('1 new questionShow');
  });

  it('Show goes back to page 1 of the same filters', async () => {
    const state = {
      questions: older.map((q) => ({ ...q, targetLanguage: 'ko' })),
    };
    const { socket, router, fetchMock } = renderLive('/fr?language=ko&page=2', {
      handler: listApi(state, '/api/fr'),
    });
    await screen.findByTestId('question-list');
    await waitFor(() =>
      expect(socket.rooms).toEqual([{ room: 'questions', locale: 'fr' }]),
    );

    // Another language does not count under a language filter.
    act(() =>
      socket.push(
        'question:created',
        makeQuestion({ id: 200, locale: 'fr', targetLanguage: 'dz' }),
      ),
    );
    expect(screen.queryByTestId('new-questions-banner')).toBeNull();
    act(() =>
      socket.push(
        'question:created',
        makeQuestion({ id: 201, locale: 'fr', targetLanguage: 'ko' }),
      ),
    );
    expect((await screen.findByTestId('new-questions-count')).textContent).toBe(
      '1 nouvelle question',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() => expect(currentPath(router)).toBe('/fr?language=ko'));
    await waitFor(() =>
      expect(listRequests(fetchMock)).toContain(
        'limit=20&offset=0&language=ko',
      ),
    );
    expect(screen.queryByTestId('new-questions-banner')).toBeNull();
  });

  it('takes a deleted question off the list and out of the new-questions count', async () => {
    const state = { questions: [...older] };
    const { socket, fetchMock } = renderLive('/', {
      handler: listApi(state),
    });
    await screen.findByTestId('question-list');
    await waitFor(() => expect(socket.rooms).toHaveLength(1));
    const fresh = makeQuestion({ id: 101, title: 'Fresh question' });
    act(() => socket.push('question:created', fresh));
    expect((await screen.findByTestId('new-questions-count')).textContent).toBe(
      '1 new question',
    );
    // A new question deleted before it was shown leaves the count; no read needed.
    act(() => socket.push('question:deleted', { questionId: 101 }));
    await waitFor(() =>
      expect(screen.queryByTestId('new-questions-banner')).toBeNull(),
    );
    // One on another page changes nothing here.
    act(() => socket.push('question:deleted', { questionId: 50 }));
    expect(listRequests(fetchMock)).toEqual(['limit=20&offset=0']);

    state.questions = older.filter((q) => q.id !== 99);
    act(() => socket.push('question:deleted', { questionId: 99 }));
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: 'Older question 99' }),
      ).toBeNull(),
    );
    expect(
      screen.getByRole('link', { name: 'Older question 80' }),
    ).toBeTruthy();
    expect(listRequests(fetchMock)).toEqual([
      'limit=20&offset=0',
      'limit=20&offset=0',
    ]);
  });

  it("keeps the cards' answer and like counts live, without reading the list again", async () => {
    const state = { questions: [...older] };
    const { socket, fetchMock } = renderLive('/', {
      handler: listApi(state),
    });
    await screen.findByTestId('question-list');
    await waitFor(() => expect(socket.rooms).toHaveLength(1));
    const card = () =>
      screen
        .getByRole('link', { name: 'Older question 99' })
        .closest('article')!;
    const counts = () => [
      within(card()).getByTestId('question-card-answers').textContent,
      within(card()).getByTestId('question-card-likes').textContent,
    ];
    expect(counts()).toEqual(['0 answers', '0 likes']);
    const otherCard = screen
      .getByRole('link', { name: 'Older question 98' })
      .closest('article')!;

    act(() =>
      socket.push('question:answer-count', { questionId: 99, answerCount: 1 }),
    );
    await waitFor(() => expect(counts()).toEqual(['1 answer', '0 likes']));
    act(() => socket.push('question:likes', { questionId: 99, likes: 3 }));
    await waitFor(() => expect(counts()).toEqual(['1 answer', '3 likes']));
    act(() =>
      socket.push('question:answer-count', { questionId: 99, answerCount: 0 }),
    );
    await waitFor(() => expect(counts()).toEqual(['0 answers', '3 likes']));
    // A question on no page shown changes nothing; the others keep theirs.
    act(() =>
      socket.push('question:answer-count', { questionId: 5, answerCount: 9 }),
    );
    expect(
      within(otherCard).getByTestId('question-card-answers').textContent,
    ).toBe('0 answers');
    expect(listRequests(fetchMock)).toEqual(['limit=20&offset=0']);
  });

  it('reads the list again after a reconnection', async () => {
    const state = { questions: [...older] };
    const { socket, fetchMock } = renderLive('/', {
      handler: listApi(state),
    });
    await screen.findByTestId('question-list');
    await waitFor(() => expect(socket.rooms).toHaveLength(1));
    state.questions = [
      makeQuestion({ id: 150, title: 'Asked while offline' }),
      ...older,
    ];
    act(() => socket.reconnect());
    expect(
      await screen.findByRole('link', { name: 'Asked while offline' }),
    ).toBeTruthy();
    expect(listRequests(fetchMock)).toEqual([
      'limit=20&offset=0',
      'limit=20&offset=0',
    ]);
  });
});
