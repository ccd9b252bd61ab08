import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  jsonResponse,
  renderApp,
  sentBodies,
  testUser,
  type FetchHandler,
} from '../../../test/render-app';

/** The members page's own endpoints answer with empty data; the password endpoint as given. */
function usersApi(password: () => Response): FetchHandler {
  return (url, init) => {
    if (url === '/api/user/password' && init?.method === 'POST')
      return password();
    if (url.endsWith('/stats'))
      return jsonResponse({
        totalUsers: 1,
        totalContributors: 0,
        totalAnswers: 0,
        totalLanguages: 1,
      });
    if (/\/users\/(top-contributors|communities|public)/.test(url))
      return jsonResponse([]);
    return undefined;
  };
}

async function fill(
  form: HTMLElement,
  labels: { current: string; next: string; confirm: string },
  values: { current: string; next: string; confirm: string },
) {
  fireEvent.change(within(form).getByLabelText(labels.current), {
    target: { value: values.current },
  });
  fireEvent.change(within(form).getByLabelText(labels.next), {
    target: { value: values.next },
  });
  fireEvent.change(within(form).getByLabelText(labels.confirm), {
    target: { value: values.confirm },
  });
  fireEvent.submit(form);
}

const EN = {
  current: 'Current password',
  next: 'New password',
  confirm: 'Confirm the new password',
};
const FR = {
  current: 'Mot de passe actuel',
  next: 'Nouveau mot de passe',
  confirm: 'Confirmez le nouveau mot de passe',
};

describe('password change on the members page', () => {
  it('sends the current and new passwords, confirms with a toast and empties the form', async () => {
    const { fetchMock } = renderApp('/users', {
      user: testUser,
      handler: usersApi(() => new Response(null, { status: 204 })),
    });
    const form = await screen.findByTestId('password-form');
    await fill(form, EN, {
      current: 'old secret words',
      next: 'zellige blue door',
      confirm: 'zellige blue door',
    });
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(
      screen.getByText(
        'Your password has been changed and your other sessions have been signed out.',
      ),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/user/password')).toEqual([
      { currentPassword: 'old secret words', newPassword: 'zellige blue door' },
    ]);
    await waitFor(() =>
      expect(
        (within(form).getByLabelText(EN.current) as HTMLInputElement).value,
      ).toBe(''),
    );
  });

  it('asks to sign in again when the session has ended', async () => {
    const { router } = renderApp('/users', {
      user: testUser,
      handler: usersApi(() =>
        jsonResponse(
          { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
          401,
        ),
      ),
    });
    const form = await screen.findByTestId('password-form');
    await fill(form, EN, {
      current: 'zellige blue door',
      next: 'another long phrase',
      confirm: 'another long phrase',
    });
    expect(await screen.findByText('Please sign in')).toBeTruthy();
    expect(
      screen.getByText('You need to be signed in to change your password'),
    ).toBeTruthy();
    expect(screen.queryByText('Password not changed')).toBeNull();
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
  });

  it('says in French that the current password is wrong, and keeps what was typed', async () => {
    renderApp('/fr/users', {
      user: testUser,
      handler: usersApi(() =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'wrong_current_password',
            message: 'Your current password is incorrect.',
            error: 'Bad Request',
          },
          400,
        ),
      ),
    });
    const form = await screen.findByTestId('password-form');
    await fill(form, FR, {
      current: 'not it at all',
      next: 'zellige blue door',
      confirm: 'zellige blue door',
    });
    expect(await screen.findByText('Mot de passe non modifié')).toBeTruthy();
    expect(
      screen.getByText('Votre mot de passe actuel est incorrect.'),
    ).toBeTruthy();
    expect(
      (within(form).getByLabelText(FR.current) as HTMLInputElement).value,
    ).toBe('not it at all');
  });

  it.each([
    [
      'a common password',
      jsonResponse(
        {
          statusCode: 400,
          code: 'validation_failed',
          message: ['This password is too common. Choose another one.'],
          error: 'Bad Request',
          fields: [
            { field: 'newPassword', constraints: ['isNotCommonPassword'] },
          ],
        },
        400,
      ),
      'This password is too common. Choose another one.',
    ],
    [
      'too many attempts',
      jsonResponse(
        {
          statusCode: 429,
          message: 'Too many failed sign-in attempts for this account.',
          error: 'Too Many Requests',
        },
        429,
      ),
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    [
      'a server error',
      new Response('boom', { status: 500 }),
      'We could not reach the server. Please try again.',
    ],
  ])('explains %s in a failure toast', async (_label, response, text) => {
    renderApp('/users', {
      user: testUser,
      handler: usersApi(() => response),
    });
    const form = await screen.findByTestId('password-form');
    await fill(form, EN, {
      current: 'old secret words',
      next: 'password123',
      confirm: 'password123',
    });
    expect(await screen.findByText('Password not changed')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('checks the fields before sending anything', async () => {
    const { fetchMock } = renderApp('/users', {
      user: testUser,
      handler: usersApi(() => new Response(null, { status: 204 })),
    });
    const form = await screen.findByTestId('password-form');
    await fill(form, EN, { current: '', next: 'short', confirm: 'other' });
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(
      screen.getByText('Password must be at least 8 characters'),
    ).toBeTruthy();
    await fill(form, EN, {
      current: 'old secret words',
      next: 'zellige blue door',
      confirm: 'zellige blue doors',
    });
    expect(
      await screen.findByText('The new passwords do not match'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/user/password')).toEqual([]);
  });

  it('is there for admins too', async () => {
    renderApp('/users', {
      user: { ...testUser, isAdmin: true },
      handler: usersApi(() => new Response(null, { status: 204 })),
    });
    expect(await screen.findByTestId('password-form')).toBeTruthy();
    expect(screen.queryByTestId('own-profile')).toBeNull();
  });
});
