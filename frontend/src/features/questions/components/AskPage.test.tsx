import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  currentPath,
  renderApp,
  sentBodies,
  testUser,
} from '../../../test/render-app';
import { handlers, jsonResponse, makeQuestion, onPost } from '../test/fixtures';

const navigateToServer = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/server-navigation', () => ({ navigateToServer }));

async function chooseLanguage(testId: string, name: string) {
  fireEvent.keyDown(await screen.findByTestId(testId), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('ask page', () => {
  it('sends guests to sign in after 500 ms', async () => {
    const { router } = renderApp('/fr/ask');
    expect(await screen.findByText('Veuillez vous connecter')).toBeTruthy();
    expect(
      screen.getByText('Vous devez être connecté pour poser une question'),
    ).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/fr/auth'));
    // Signing in there leads back to the ask page.
    expect(router.state.location.state).toEqual({ from: '/fr/ask' });
  });

  it('starts from the member languages and posts the question', async () => {
    const created = makeQuestion({ id: 42, title: 'Counting to ten' });
    const { fetchMock, router } = renderApp('/ask', {
      user: { ...testUser, nativeLanguages: ['ar'], learningLanguages: ['fr'] },
      handler: handlers(
        onPost('/api/questions', () => jsonResponse(created, 201)),
        (url) =>
          url === '/api/questions/42' ? jsonResponse(created) : undefined,
      ),
    });

    const title = await screen.findByLabelText('Title');
    expect(screen.getByLabelText("I'm learning").textContent).toBe('French');
    expect(screen.getByLabelText('Question about').textContent).toBe('Arabic');
    expect(screen.getByLabelText('Content (optional)')).toBeTruthy();
    expect(screen.getByTestId('ask-tips')).toBeTruthy();
    expect(screen.getByTestId('ask-guidelines')).toBeTruthy();
    expect(screen.getByTestId('ask-cancel').getAttribute('href')).toBe('/');

    const submit = screen.getByRole('button', {
      name: 'Post Question',
    }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(title, { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    // Zero-width characters show nothing: no title either.
    fireEvent.change(title, {
      target: { value: '\u200b\u200b\u200b \u200b\u200b\u200b  ' },
    });
    expect(submit.disabled).toBe(true);
    fireEvent.change(title, { target: { value: '  Counting to ten  ' } });
    expect(screen.getByTestId('ask-title-counter').textContent).toBe('15/200');
    expect(submit.disabled).toBe(false);

    await chooseLanguage('ask-target-language', 'Darija');
    fireEvent.change(screen.getByLabelText('Content (optional)'), {
      target: { value: 'Wahed, jouj...\nthen?' },
    });
    fireEvent.click(submit);

    expect(await screen.findByText('Question posted!')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/question/42'));
    expect(sentBodies(fetchMock, '/api/questions')).toEqual([
      {
        title: 'Counting to ten',
        content: 'Wahed, jouj...\nthen?',
        language: 'ar',
        targetLanguage: 'dz',
      },
    ]);
  });

  it('needs both languages when the member has none', async () => {
    renderApp('/ask', {
      user: { ...testUser, nativeLanguages: [], learningLanguages: [] },
    });
    fireEvent.change(await screen.findByLabelText('Title'), {
      target: { value: 'Counting to ten' },
    });
    const submit = screen.getByTestId('ask-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await chooseLanguage('ask-target-language', 'Korean');
    expect(submit.disabled).toBe(true);
    await chooseLanguage('ask-language', 'Spanish');
    expect(submit.disabled).toBe(false);
  });

  it('checks the title length before posting', async () => {
    const { fetchMock } = renderApp('/ask', { user: testUser });
    fireEvent.change(await screen.findByLabelText('Title'), {
      target: { value: 'Hey' },
    });
    fireEvent.click(screen.getByTestId('ask-submit'));
    expect(
      await screen.findByText('Title must be at least 5 characters'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/questions')).toEqual([]);
  });

  it('counts a title in characters: 200 emoji fit, 201 wait', async () => {
    renderApp('/ask', { user: testUser });
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    // The browser's own cap is in UTF-16 units, two per emoji.
    expect(title.maxLength).toBe(400);
    fireEvent.change(title, { target: { value: '😀'.repeat(200) } });
    const counter = screen.getByTestId('ask-title-counter');
    expect(counter.textContent).toBe('200/200');
    const submit = screen.getByTestId('ask-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    expect(title.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.change(title, { target: { value: 'x'.repeat(201) } });
    expect(counter.textContent).toBe('201/200');
    expect(counter.getAttribute('data-accent-color')).toBe('red');
    expect(submit.disabled).toBe(true);
    // Said, as content past its limit is, and marked on the field.
    expect(
      screen.getByText('Title must be at most 200 characters long'),
    ).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });

  it('says at once that a direction override cannot be posted, in the title or the content', async () => {
    const { fetchMock } = renderApp('/fr/ask', { user: testUser });
    const title = (await screen.findByLabelText('Titre')) as HTMLInputElement;
    const submit = screen.getByTestId('ask-submit') as HTMLButtonElement;
    const message =
      "Le texte ne peut pas contenir de caractères de forçage de direction (U+202D, U+202E) : ils l'affichent à l'envers";
    fireEvent.change(title, { target: { value: '\u202eSpoof title then' } });
    expect(screen.getByText(message)).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);
    // Isolates and marks, as mixed Arabic and Latin text has, are fine.
    fireEvent.change(title, {
      target: { value: 'Dire \u2067كيف\u2069\u200f en darija' },
    });
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.change(screen.getByTestId('ask-content'), {
      target: { value: 'lu \u202dà l’envers' },
    });
    expect(screen.getByText(message)).toBeTruthy();
    expect(submit.disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('ask-form'));
    expect(sentBodies(fetchMock, '/api/fr/questions')).toEqual([]);
  });

  it('keeps content longer than 5,000 characters whole and waits until it fits', async () => {
    const { fetchMock } = renderApp('/ask', { user: testUser });
    fireEvent.change(await screen.findByLabelText('Title'), {
      target: { value: 'How do I say thank you?' },
    });
    const content = screen.getByLabelText(
      'Content (optional)',
    ) as HTMLTextAreaElement;
    fireEvent.change(content, { target: { value: 'b'.repeat(10_000) } });
    expect(content.value).toHaveLength(10_000);
    expect(
      screen.getByText('Content must be at most 5,000 characters long'),
    ).toBeTruthy();
    expect(content.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('ask-content-counter').textContent).toBe(
      '10,000/5,000',
    );
    const submit = screen.getByTestId('ask-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('ask-form'));
    expect(sentBodies(fetchMock, '/api/questions')).toEqual([]);
    fireEvent.change(content, { target: { value: 'b'.repeat(5000) } });
    expect(screen.getByTestId('ask-content-counter').textContent).toBe(
      '5,000/5,000',
    );
    expect(
      screen.queryByText('Content must be at most 5,000 characters long'),
    ).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it('posts French questions to the French API and says in French why the server refused', async () => {
    const { fetchMock } = renderApp('/fr/ask', {
      user: testUser,
      handler: onPost('/api/fr/questions', () =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'validation_failed',
            message: ['title must be at most 200 characters long'],
            error: 'Bad Request',
            fields: [{ field: 'title', constraints: ['maxLength'] }],
          },
          400,
        ),
      ),
    });
    fireEvent.change(await screen.findByLabelText('Titre'), {
      target: { value: 'Compter jusqu’à dix' },
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Publier la question' }),
    );
    expect(await screen.findByText('Erreur')).toBeTruthy();
    expect(
      screen.getByText(
        'Certaines informations ne sont pas valides. Vérifiez le formulaire et réessayez.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/title must be/)).toBeNull();
    expect(sentBodies(fetchMock, '/api/fr/questions')).toHaveLength(1);
  });

  it('logs in again when the session expired', async () => {
    renderApp('/ask', {
      user: testUser,
      handler: onPost('/api/questions', () =>
        jsonResponse(
          { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
          401,
        ),
      ),
    });
    fireEvent.change(await screen.findByLabelText('Title'), {
      target: { value: 'Counting to ten' },
    });
    fireEvent.click(screen.getByTestId('ask-submit'));
    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(
      screen.getByText('You are logged out. Logging in again...'),
    ).toBeTruthy();
    expect(navigateToServer).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(navigateToServer).toHaveBeenCalledWith('/api/login'),
    );
  });

  it('keeps the question being written until it is posted, with its languages', async () => {
    const created = makeQuestion({ id: 42 });
    const handler = handlers(
      onPost('/api/questions', () => jsonResponse(created, 201)),
      (url) =>
        url === '/api/questions/42' ? jsonResponse(created) : undefined,
    );
    // Left for the sign-in page (or a reload) half-written.
    const first = renderApp('/ask', { user: testUser, handler });
    fireEvent.change(await screen.findByLabelText('Title'), {
      target: { value: 'Counting to ten' },
    });
    fireEvent.change(screen.getByLabelText('Content (optional)'), {
      target: { value: 'Wahed, jouj...' },
    });
    await chooseLanguage('ask-target-language', 'Korean');
    first.unmount();

    const { fetchMock, router } = renderApp('/ask', {
      user: testUser,
      handler,
    });
    expect(
      ((await screen.findByLabelText('Title')) as HTMLInputElement).value,
    ).toBe('Counting to ten');
    expect(
      (screen.getByLabelText('Content (optional)') as HTMLTextAreaElement)
        .value,
    ).toBe('Wahed, jouj...');
    expect(screen.getByLabelText("I'm learning").textContent).toBe('Korean');
    fireEvent.click(screen.getByTestId('ask-submit'));
    await waitFor(() => expect(currentPath(router)).toBe('/question/42'));
    expect(sentBodies(fetchMock, '/api/questions')).toEqual([
      expect.objectContaining({
        title: 'Counting to ten',
        targetLanguage: 'ko',
      }),
    ]);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    router.navigate('/ask');
    expect(
      ((await screen.findByLabelText('Title')) as HTMLInputElement).value,
    ).toBe('');
  });

  it('shows the generic error when posting fails', async () => {
    renderApp('/ask', {
      user: testUser,
      handler: onPost(
        '/api/questions',
        () => new Response('', { status: 500, statusText: 'Server Error' }),
      ),
    });
    fireEvent.change(await screen.findByLabelText('Title'), {
      target: { value: 'Counting to ten' },
    });
    fireEvent.click(screen.getByTestId('ask-submit'));
    expect(
      await screen.findByText('Failed to post question. Please try again.'),
    ).toBeTruthy();
  });

  it.each([
    [
      '/ask',
      '/api/questions',
      46,
      'Too many requests. Please try again in 46 minutes.',
    ],
    [
      '/fr/ask',
      '/api/fr/questions',
      1,
      'Trop de demandes. Réessayez dans 1 minute.',
    ],
  ])(
    'on %s, says how long to wait when over the hourly limit, keeping the text',
    async (path, api, minutes, text) => {
      renderApp(path, {
        user: testUser,
        handler: onPost(api, () =>
          jsonResponse(
            {
              statusCode: 429,
              code: 'too_many_requests',
              message: `Too many questions asked: the limit is 10 per hour. Please try again in ${minutes} minutes.`,
              params: { minutes },
            },
            429,
          ),
        ),
      });
      const title = await screen.findByRole('textbox', { name: /^Tit/ });
      fireEvent.change(title, { target: { value: 'Counting to ten' } });
      fireEvent.click(screen.getByTestId('ask-submit'));
      expect(await screen.findByText(text)).toBeTruthy();
      expect((title as HTMLInputElement).value).toBe('Counting to ten');
    },
  );
});
