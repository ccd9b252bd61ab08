import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { stubFetch } from '../test/render-app';
import { AppProviders } from './AppProviders';
import { createAppRoutes } from './routes';

describe('a question that is not there', () => {
  it('is asked for once, by the route loader, not again when its page shows', async () => {
    const fetchMock = stubFetch();
    const queryClient = createQueryClient();
    const router = createMemoryRouter(createAppRoutes(queryClient), {
      initialEntries: ['/question/999999'],
    });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Question not found' }),
    ).toBeTruthy();
    const asked = (url: string) =>
      fetchMock.mock.calls.filter(([input]) => String(input) === url).length;
    expect(asked('/api/questions/999999')).toBe(1);
    expect(asked('/api/questions/999999/answers')).toBe(1);
  });
});
