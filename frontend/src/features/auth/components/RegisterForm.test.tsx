import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  currentPath,
  jsonResponse,
  renderApp,
  sentBodies,
  testUser,
  type FetchHandler,
} from '../../../test/render-app';

const newMember = {
  ...testUser,
  id: 42,
  email: 'layla@example.com',
  username: 'layla_l',
  first_name: 'Layla',
  last_name: 'Haddad',
  nativeLanguages: ['ar', 'fr'],
  learningLanguages: ['ja'],
};

/** `/api/register` answers with `response`; other calls fall through. */
function registerAnswers(response: () => Response | undefined): FetchHandler {
  return (url, init) =>
    url === '/api/register' && init?.method === 'POST' ? response() : undefined;
}

async function openRegisterTab() {
  fireEvent.click(await screen.findByTestId('switch-to-register'));
  return screen.findByTestId('register-form');
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillRequired({
  password = 'correct horse',
  confirm = 'correct horse',
} = {}) {
  type('Email', 'layla@example.com');
  type('Username', 'layla_l');
  type('Password', password);
  type('Confirm password', confirm);
}

/** The French form's required fields, then its submit button. */
async function registerInFrench(password: string, confirm = password) {
  fireEvent.click(await screen.findByTestId('switch-to-register'));
  type('E-mail', 'layla@example.com');
  type("Nom d'utilisateur", 'layla_l');
  type('Mot de passe', password);
  type('Confirmer le mot de passe', confirm);
  fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
}

describe('register form', () => {
  it('switches between the Login and Register tabs', async () => {
    renderApp('/auth');
    // Radix Themes repeats a tab's label (hidden) to reserve its bold width.
    const loginTab = await screen.findByTestId('auth-tab-login');
    expect(loginTab.getAttribute('aria-selected')).toBe('true');
    await openRegisterTab();
    expect(
      screen.getByTestId('auth-tab-register').getAttribute('aria-selected'),
    ).toBe('true');
    for (const label of [
      'Email',
      'Username',
      'First Name',
      'Last Name',
      'Password',
      'Confirm password',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(
      screen.getByRole('group', { name: 'Native Languages' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('group', { name: 'Learning Languages' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByTestId('switch-to-login'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(loginTab.getAttribute('aria-selected')).toBe('true');

    // The tabs themselves switch too (Radix activates on mouse down).
    fireEvent.mouseDown(screen.getByTestId('auth-tab-register'));
    expect(await screen.findByTestId('register-form')).toBeTruthy();
  });

  it('shows a toast for different passwords, marks the confirmation, and sends nothing', async () => {
    const { fetchMock } = renderApp('/auth');
    await openRegisterTab();
    fillRequired({ password: 'correct horse', confirm: 'correct house' });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Password mismatch')).toBeTruthy();
    const confirm = screen.getByLabelText('Confirm password');
    expect(document.activeElement).toBe(confirm);
    // Under the field too, where it stays once the toast has gone.
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    const described = confirm.getAttribute('aria-describedby') ?? '';
    expect(
      described
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain('Passwords do not match');
    expect(screen.getAllByText('Passwords do not match')).toHaveLength(2);
    expect(sentBodies(fetchMock, '/api/register')).toEqual([]);

    // Typing in the confirmation clears the mark.
    fireEvent.change(confirm, { target: { value: 'correct horse' } });
    expect(confirm.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows every field error, different passwords among them, on the first submit', async () => {
    const { fetchMock } = renderApp('/auth');
    await openRegisterTab();
    type('Email', 'not-an-email');
    type('Password', 'short');
    type('Confirm password', 'shirt');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('Please enter a valid email address'),
    ).toBeTruthy();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(
      screen.getByText('Password must be at least 8 characters'),
    ).toBeTruthy();
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(confirm.getAttribute('aria-describedby') ?? '')
        ?.textContent,
    ).toBe('Passwords do not match');
    // Under the field alone: the focus goes to the first field marked.
    expect(screen.getAllByText('Passwords do not match')).toHaveLength(1);
    expect(screen.queryByText('Password mismatch')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(sentBodies(fetchMock, '/api/register')).toEqual([]);
  });

  it('says a confirmation not typed yet is missing, not different', async () => {
    renderApp('/auth');
    await openRegisterTab();
    type('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Please confirm your password'),
    ).toBeTruthy();
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });

  it('takes the failure toast away when the form is sent again, and on success', async () => {
    let calls = 0;
    const { fetchMock } = renderApp('/auth', {
      handler: registerAnswers(() => {
        calls += 1;
        return calls === 1
          ? jsonResponse(
              {
                statusCode: 409,
                code: 'username_taken',
                message: 'Username in use',
                error: 'Conflict',
              },
              409,
            )
          : jsonResponse(newMember, 201);
      }),
    });
    await openRegisterTab();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();

    // Sent again with a mistake of its own: the form says what is wrong now,
    // and the earlier failure goes.
    type('Username', 'layla_h');
    type('Confirm password', 'correct house');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password mismatch')).toBeTruthy();
    expect(screen.queryByText('Registration failed')).toBeNull();
    expect(screen.queryByText('This username is already taken.')).toBeNull();

    // Fixed and sent: only the success is said.
    type('Confirm password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful!')).toBeTruthy();
    expect(screen.queryByText('Password mismatch')).toBeNull();
    expect(screen.queryByText('Registration failed')).toBeNull();
    expect(sentBodies(fetchMock, '/api/register')).toHaveLength(2);
  });

  it('takes the failure toast away at once when the form is sent again and its own check fails', async () => {
    renderApp('/auth', {
      handler: registerAnswers(
        () => new Response('', { status: 500, statusText: '' }),
      ),
    });
    await openRegisterTab();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();

    // Emptied and sent again: the field says it, the old toast goes.
    type('Email', '');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    // At once (a toast would go by itself after five seconds).
    expect(screen.queryByText('Registration failed')).toBeNull();
    expect(
      screen.queryByText('We could not create your account. Please try again.'),
    ).toBeNull();
  });

  it('requires e-mail, username, password and its confirmation', async () => {
    const { fetchMock, router } = renderApp('/auth');
    await openRegisterTab();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(sentBodies(fetchMock, '/api/register')).toEqual([]);
    expect(currentPath(router)).toBe('/auth');

    // Typing clears the field's message.
    type('Email', 'layla@example.com');
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it('moves focus to the first field with a message, in the order shown', async () => {
    renderApp('/auth');
    await openRegisterTab();
    const submitButton = screen.getByRole('button', { name: 'Register' });
    submitButton.focus();
    fireEvent.click(submitButton);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    type('Email', 'layla@example.com');
    type('Username', 'layla_l');
    type('Last Name', 'x'.repeat(61));
    type('Password', 'short');
    submitButton.focus();
    fireEvent.click(submitButton);
    expect(
      await screen.findByText('Names are at most 60 characters'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Last Name'));

    type('Last Name', 'Haddad');
    submitButton.focus();
    fireEvent.click(submitButton);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('checks the server rules for username and password length', async () => {
    const { fetchMock } = renderApp('/auth');
    await openRegisterTab();
    type('Email', 'not-an-email');
    type('Username', 'a b');
    type('Password', 'short');
    type('Confirm password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('Please enter a valid email address'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Username must be 3 to 30 Latin letters (a–z), digits, dots, dashes or underscores',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Password must be at least 8 characters'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/register')).toEqual([]);
  });

  it('takes names of 60 characters of any kind, and says so past that', async () => {
    const { fetchMock } = renderApp('/auth', {
      handler: registerAnswers(() => jsonResponse(newMember, 201)),
    });
    await openRegisterTab();
    fillRequired();
    const first = screen.getByLabelText('First Name') as HTMLInputElement;
    // The box holds 60 emoji (120 UTF-16 units), not 30.
    expect(first.maxLength).toBe(120);
    type('First Name', '😀'.repeat(61));
    type('Last Name', 'Haddad');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Names are at most 60 characters'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/register')).toEqual([]);

    type('First Name', '😀'.repeat(60));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Registration successful!');
    expect(sentBodies(fetchMock, '/api/register')).toMatchObject([
      { firstName: '😀'.repeat(60), lastName: 'Haddad' },
    ]);
  });

  it('refuses a name with a direction override, before sending it', async () => {
    const { fetchMock } = renderApp('/auth', {
      handler: registerAnswers(() => jsonResponse(newMember, 201)),
    });
    await openRegisterTab();
    fillRequired();
    type('First Name', '\u202eevil');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(
        "Names can't contain control or text-direction characters",
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'));
    expect(sentBodies(fetchMock, '/api/register')).toEqual([]);
  });

  it('sends the register fields with languages, never the confirmation, and goes home', async () => {
    const { fetchMock, router } = renderApp('/auth', {
      handler: registerAnswers(() => jsonResponse(newMember, 201)),
    });
    await openRegisterTab();
    fillRequired();
    type('First Name', ' Layla ');
    type('Last Name', 'Haddad');
    const native = screen.getByRole('group', { name: 'Native Languages' });
    fireEvent.click(within(native).getByRole('checkbox', { name: 'French' }));
    fireEvent.click(within(native).getByRole('checkbox', { name: 'Arabic' }));
    const learning = screen.getByRole('group', { name: 'Learning Languages' });
    fireEvent.click(
      within(learning).getByRole('checkbox', { name: 'Japanese' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration successful!')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/register')).toEqual([
      {
        email: 'layla@example.com',
        password: 'correct horse',
        username: 'layla_l',
        firstName: 'Layla',
        lastName: 'Haddad',
        nativeLanguages: ['ar', 'fr'],
        learningLanguages: ['ja'],
      },
    ]);
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    // Signed in straight away: the header has the member's menu.
    expect(await screen.findByTestId('avatar-menu')).toBeTruthy();
  });

  it('leaves out blank names and sends empty language lists', async () => {
    const { fetchMock } = renderApp('/auth', {
      handler: registerAnswers(() => jsonResponse(newMember, 201)),
    });
    await openRegisterTab();
    fillRequired();
    type('First Name', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await screen.findByText('Registration successful!');
    expect(sentBodies(fetchMock, '/api/register')).toEqual([
      {
        email: 'layla@example.com',
        password: 'correct horse',
        username: 'layla_l',
        nativeLanguages: [],
        learningLanguages: [],
      },
    ]);
  });

  it('says the username is taken, by the server code', async () => {
    const { router } = renderApp('/auth', {
      handler: registerAnswers(() =>
        jsonResponse(
          {
            statusCode: 409,
            code: 'username_taken',
            message: 'Username in use',
            error: 'Conflict',
          },
          409,
        ),
      ),
    });
    await openRegisterTab();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration failed')).toBeTruthy();
    // In the toast and under the field, which is marked and has the focus.
    expect(screen.getAllByText('This username is already taken.')).toHaveLength(
      2,
    );
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(currentPath(router)).toBe('/auth');
    expect(
      (screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  /** The server's answer to a password on its list of common ones. */
  const commonPassword = () =>
    jsonResponse(
      {
        statusCode: 400,
        code: 'validation_failed',
        message: ['This password is too common. Choose another one.'],
        error: 'Bad Request',
        fields: [{ field: 'password', constraints: ['isNotCommonPassword'] }],
      },
      400,
    );

  it('says a common password is too common, on the field and in the toast', async () => {
    renderApp('/auth', { handler: registerAnswers(commonPassword) });
    await openRegisterTab();
    fillRequired({ password: 'password', confirm: 'password' });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration failed')).toBeTruthy();
    const said = screen.getAllByText(
      'This password is too common. Choose another one.',
    );
    // The toast and the field's own message.
    expect(said).toHaveLength(2);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe(
      'true',
    );
    // Focus goes to the refused field, ready for another password.
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(
      screen.queryByText(
        'Some of the information is not valid. Check the form and try again.',
      ),
    ).toBeNull();
  });

  it('says a common password is too common in French', async () => {
    renderApp('/fr/auth', { handler: registerAnswers(commonPassword) });
    await registerInFrench('password');
    expect(
      await screen.findAllByText(
        'Ce mot de passe est trop courant. Choisissez-en un autre.',
      ),
    ).toHaveLength(2);
  });

  it('says to wait when this address has signed up too often', async () => {
    renderApp('/auth', {
      handler: registerAnswers(() =>
        jsonResponse(
          {
            statusCode: 429,
            code: 'too_many_requests',
            message:
              'Too many sign-ups from this address (20 per hour). Please try again in 59 minutes.',
            error: 'Too Many Requests',
          },
          429,
        ),
      ),
    });
    await openRegisterTab();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(
      screen.getByText(
        'Too many attempts. Please wait a few minutes and try again.',
      ),
    ).toBeTruthy();
  });

  it('falls back to a default message when the server gives none', async () => {
    renderApp('/auth', {
      handler: registerAnswers(
        () => new Response('', { status: 500, statusText: '' }),
      ),
    });
    await openRegisterTab();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(
      screen.getByText('We could not create your account. Please try again.'),
    ).toBeTruthy();
  });

  it('disables the button and shows progress while sending', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    renderApp('/auth', { handler: registerAnswers(() => undefined) });
    await openRegisterTab();
    fillRequired();
    vi.mocked(fetch).mockImplementationOnce(() => pending);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    const busy = await screen.findByRole('button', {
      name: 'Creating account...',
    });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(newMember, 201));
    expect(await screen.findByText('Registration successful!')).toBeTruthy();
  });

  it('registers in French and lands on the French home', async () => {
    const { router } = renderApp('/fr/auth', {
      handler: registerAnswers(() => jsonResponse(newMember, 201)),
    });
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Pas encore de compte ? Inscrivez-vous',
      }),
    );
    type('E-mail', 'layla@example.com');
    type("Nom d'utilisateur", 'layla_l');
    type('Mot de passe', 'correct horse');
    type('Confirmer le mot de passe', 'correct horse');
    expect(
      within(
        screen.getByRole('group', { name: 'Langues maternelles' }),
      ).getByRole('checkbox', { name: 'Français' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));

    expect(await screen.findByText('Inscription réussie !')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/fr'));
  });

  it('shows the French mismatch toast', async () => {
    renderApp('/fr/auth');
    await registerInFrench('correct horse', 'other horse');
    expect(await screen.findByText('Mots de passe différents')).toBeTruthy();
    // In the toast and under the confirmation.
    expect(
      screen.getAllByText('Les mots de passe ne correspondent pas'),
    ).toHaveLength(2);
  });
});
