import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  jsonResponse,
  renderApp,
  sentBodies,
  testUser,
  type FetchHandler,
} from '../../../test/render-app';

function loginAnswers(response: () => Response): FetchHandler {
  return (url, init) =>
    url === '/api/login' && init?.method === 'POST' ? response() : undefined;
}

async function fillLogin(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), {
    target: { value: email },
  });
  fireEvent.change(screen.getByLabelText('Password'), {
    target: { value: password },
  });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login form', () => {
  it('offers autocomplete for the saved account', async () => {
    renderApp('/auth');
    expect(
      (await screen.findByLabelText('Email')).getAttribute('autocomplete'),
    ).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe(
      'current-password',
    );
  });

  it('needs an e-mail and a password', async () => {
    const { fetchMock } = renderApp('/auth');
    await screen.findByTestId('login-form');
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/login')).toEqual([]);
  });

  it('moves focus to the first field with a message', async () => {
    renderApp('/auth');
    await screen.findByTestId('login-form');
    const submitButton = screen.getByRole('button', { name: 'Login' });
    submitButton.focus();
    submit();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    fireEvent.change(screen.getByLabelText('Email'), {
      target: { value: 'amina@example.com' },
    });
    submitButton.focus();
    submit();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('signs in, caches the user and goes home', async () => {
    const { fetchMock, router } = renderApp('/auth', {
      handler: loginAnswers(() => jsonResponse(testUser)),
    });
    await fillLogin(' amina@example.com ', 'secret password');
    submit();

    expect(await screen.findByText('Login successful!')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/login')).toEqual([
      { email: 'amina@example.com', password: 'secret password' },
    ]);
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(await screen.findByTestId('avatar-menu')).toBeTruthy();
    // The user came from the login answer, not from a second request.
    expect(
      fetchMock.mock.calls.filter(([url]) => url === '/api/user'),
    ).toHaveLength(1);
  });

  it('says the credentials are wrong on 401', async () => {
    const { router } = renderApp('/auth', {
      handler: loginAnswers(() =>
        jsonResponse(
          {
            statusCode: 401,
            message: 'Invalid email or password',
            error: 'Unauthorized',
          },
          401,
        ),
      ),
    });
    await fillLogin('amina@example.com', 'wrong password');
    submit();

    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password.')).toBeTruthy();
    // The password is the one to type again.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Password')),
    );
    expect(currentPath(router)).toBe('/auth');
  });

  it('says when sign-in is paused, with the minutes the server gives', async () => {
    renderApp('/auth', {
      handler: loginAnswers(() =>
        jsonResponse(
          {
            statusCode: 429,
            code: 'sign_in_locked',
            message: 'Locked',
            error: 'Too Many Requests',
            params: { minutes: 15 },
          },
          429,
        ),
      ),
    });
    await fillLogin('amina@example.com', 'wrong password');
    submit();

    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(
      screen.getByText(
        'Too many failed sign-in attempts for this account. Try again in 15 minutes.',
      ),
    ).toBeTruthy();
  });

  it('says to wait when this address is rate limited', async () => {
    renderApp('/auth', {
      handler: loginAnswers(() =>
        jsonResponse(
          {
            statusCode: 429,
            code: 'too_many_requests',
            message: 'Too many attempts from this address.',
            error: 'Too Many Requests',
          },
          429,
        ),
      ),
    });
    await fillLogin('amina@example.com', 'wrong password');
    submit();

    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(
      screen.getByText(
        'Too many attempts. Please wait a few minutes and try again.',
      ),
    ).toBeTruthy();
  });

  it('shows the French failure toast', async () => {
    renderApp('/fr/auth', {
      handler: loginAnswers(() =>
        jsonResponse({ statusCode: 401, message: 'x', error: 'y' }, 401),
      ),
    });
    fireEvent.change(await screen.findByLabelText('E-mail'), {
      target: { value: 'amina@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Mot de passe'), {
      target: { value: 'wrong password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Échec de la connexion')).toBeTruthy();
    expect(screen.getByText('E-mail ou mot de passe invalide.')).toBeTruthy();
  });
});

describe('auth page', () => {
  it('sends members who are already signed in to the home page', async () => {
    const { router } = renderApp('/fr/auth', { user: testUser });
    await waitFor(() => expect(currentPath(router)).toBe('/fr'));
  });

  it('shows the welcome, the tabs and why to join', async () => {
    renderApp('/auth');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome to Dialect Community',
      }),
    ).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      // Radix Themes repeats each label (hidden) to reserve its bold width.
      'LoginLogin',
      'RegisterRegister',
    ]);
    expect(screen.getByText('Ask native speakers')).toBeTruthy();
    expect(screen.getByText('AI assistant answers')).toBeTruthy();
    expect(screen.getByText('Six Arabic dialects translator')).toBeTruthy();
    expect(screen.getByText('English and French')).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('Login or Register | Dialect Community'),
    );
  });
});
