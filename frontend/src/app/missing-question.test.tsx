import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { makeQuestion } from '../features/questions/test/fixtures';
import { jsonResponse, stubFetch } from '../test/render-app';
import { AppProviders } from './AppProviders';
import { createAppRoutes } from './routes';

/** The whole app, with its route loaders, at `path`. */
function renderQuestionRoute(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createAppRoutes(queryClient), {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a question that is not there', () => {
  it('is asked for once, by the route loader, not again when its page shows', async () => {
    const fetchMock = stubFetch();
    renderQuestionRoute('/question/999999');
    expect(
      await screen.findByRole('heading', { name: 'Question not found' }),
    ).toBeTruthy();
    const asked = (url: string) =>
      fetchMock.mock.calls.filter(([input]) => String(input) === url).length;
    expect(asked('/api/questions/999999')).toBe(1);
    expect(asked('/api/questions/999999/answers')).toBe(1);
  });

  it('says a question that could not be loaded failed, and loads it on Try again', async () => {
    let failing = true;
    const question = makeQuestion({
      id: 7,
      title: 'How do you say thank you in Darija?',
    });
    const fetchMock = stubFetch({
      handler: (url) => {
        if (url !== '/api/questions/7') return undefined;
        return failing
          ? new Response('', { status: 500, statusText: 'Server Error' })
          : jsonResponse(question);
      },
    });
    renderQuestionRoute('/question/7');
    // The spec's heading, but not "does not exist": it failed.
    expect(
      await screen.findByRole('heading', { name: 'Question not found' }),
    ).toBeTruthy();
    expect(screen.getByText('An error occurred')).toBeTruthy();
    expect(screen.queryByText(/does not exist/)).toBeNull();

    failing = false;
    fireEvent.click(screen.getByTestId('question-retry'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'How do you say thank you in Darija?',
      }),
    ).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(
        ([input]) => String(input) === '/api/questions/7',
      ).length,
    ).toBe(2);
  });

  it('offers no Try again for a question that is not there', async () => {
    stubFetch();
    renderQuestionRoute('/question/999999');
    expect(await screen.findByText(/does not exist/)).toBeTruthy();
    expect(screen.queryByTestId('question-retry')).toBeNull();
  });
});
