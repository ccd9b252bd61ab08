import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  renderApp,
  sentBodies,
  type FetchHandler,
} from '../../../test/render-app';

type Fields = { name: string; email: string; subject: string; message: string };

const LABELS = {
  en: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  fr: { name: 'Nom', email: 'E-mail', subject: 'Objet', message: 'Message' },
} as const;

const valid: Fields = {
  name: 'Layla Haddad',
  email: 'layla@example.com',
  subject: 'Question about Darija',
  message: 'How do I say "see you tomorrow" in Moroccan Darija?',
};

async function form() {
  return screen.findByTestId('contact-form');
}

async function fill(fields: Partial<Fields>, locale: 'en' | 'fr' = 'en') {
  const scope = within(await form());
  for (const [field, value] of Object.entries(fields)) {
    fireEvent.change(
      scope.getByLabelText(LABELS[locale][field as keyof Fields]),
      { target: { value } },
    );
  }
}

function field(name: keyof Fields, locale: 'en' | 'fr' = 'en') {
  return within(screen.getByTestId('contact-form')).getByLabelText(
    LABELS[locale][name],
  ) as HTMLInputElement | HTMLTextAreaElement;
}

function submit() {
  fireEvent.click(screen.getByTestId('contact-submit'));
}

/** Answers `POST /contact` with `answer()`. */
function contactEndpoint(
  answer: () => Response | Promise<Response>,
): FetchHandler {
  return (url, init) =>
    url === '/contact' && init?.method === 'POST' ? answer() : undefined;
}

describe('contact page', () => {
  it('shows the form, the contact details and the hours in English', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(
      screen.getByText(/A question about the community, the translator/),
    ).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent),
    ).toEqual(['Send us a message', 'Contact information', 'Business hours']);

    const info = screen.getByTestId('contact-info');
    expect(
      within(info)
        .getByRole('link', { name: 'support@dialectcommunity.app' })
        .getAttribute('href'),
    ).toBe('mailto:support@dialectcommunity.app');
    expect(
      within(info)
        .getByRole('link', { name: '+1 (415) 555-0142' })
        .getAttribute('href'),
    ).toBe('tel:+14155550142');
    expect(
      within(info)
        .getByRole('link', { name: 'dialectcommunity.app' })
        .getAttribute('href'),
    ).toBe('https://dialectcommunity.app');
    expect(info.textContent).toContain('Address');

    const hours = screen.getByTestId('contact-hours');
    expect(hours.textContent).toContain('Monday – Friday9:00 AM – 6:00 PM');
    expect(hours.textContent).toContain('Saturday – Sunday10:00 AM – 4:00 PM');
    expect(hours.textContent).toContain('Pacific Time');

    await waitFor(() =>
      expect(document.title).toBe('Contact Us | Dialect Community'),
    );
    expect(
      document.head
        .querySelector('meta[name="description"]')
        ?.getAttribute('content'),
    ).toMatch(/^Contact the Dialect Community team/);
  });

  it('is in French under /fr', async () => {
    renderApp('/fr/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent),
    ).toEqual([
      'Envoyez-nous un message',
      'Nos coordonnées',
      "Horaires d'ouverture",
    ]);
    const hours = screen.getByTestId('contact-hours');
    expect(hours.textContent).toContain('Du lundi au vendredi9 h 00 – 18 h 00');
    expect(hours.textContent).toContain('Samedi et dimanche10 h 00 – 16 h 00');
    expect(hours.textContent).toContain('heure du Pacifique');
    expect(
      screen.getByRole('button', { name: 'Envoyer le message' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('Contactez-nous | Dialect Community'),
    );
  });
});

describe('contact form validation', () => {
  it('explains each field that is too short and sends nothing', async () => {
    const { fetchMock } = renderApp('/contact');
    await fill({
      name: 'L',
      email: 'layla@',
      subject: 'Hi',
      message: 'Too short',
    });
    submit();

    expect(
      await screen.findByText('Name must be at least 2 characters'),
    ).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(
      screen.getByText('Subject must be at least 5 characters'),
    ).toBeTruthy();
    expect(
      screen.getByText('Message must be at least 20 characters'),
    ).toBeTruthy();
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('name'));
    expect(sentBodies(fetchMock, '/contact')).toEqual([]);
  });

  it('counts only what is left after trimming spaces', async () => {
    renderApp('/contact');
    await fill({
      ...valid,
      name: '  L  ',
      message: `${' '.repeat(20)}x${' '.repeat(20)}`,
    });
    submit();
    expect(
      await screen.findByText('Name must be at least 2 characters'),
    ).toBeTruthy();
    expect(
      screen.getByText('Message must be at least 20 characters'),
    ).toBeTruthy();
    // The counter agrees with the check: the blank ends are not counted.
    expect(screen.getByText('1/5,000 characters')).toBeTruthy();
  });

  it('rejects text over the upper bounds', async () => {
    const { fetchMock } = renderApp('/contact');
    await fill({
      ...valid,
      name: 'n'.repeat(101),
      subject: 's'.repeat(201),
      message: 'm'.repeat(5001),
    });
    submit();

    expect(
      await screen.findByText('Name must be at most 100 characters'),
    ).toBeTruthy();
    expect(
      screen.getByText('Subject must be at most 200 characters'),
    ).toBeTruthy();
    expect(
      screen.getByText('Message must be at most 5,000 characters'),
    ).toBeTruthy();
    expect(screen.getByText('5,001/5,000 characters')).toBeTruthy();
    expect(sentBodies(fetchMock, '/contact')).toEqual([]);
  });

  it('clears a message as soon as the field is fixed', async () => {
    renderApp('/contact');
    await fill({ ...valid, email: 'not an address' });
    submit();
    expect(
      await screen.findByText('Please enter a valid email address'),
    ).toBeTruthy();

    await fill({ email: 'layla@example.com' });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(field('email').getAttribute('aria-invalid')).toBeNull();
  });

  it('speaks French on the French page', async () => {
    renderApp('/fr/contact');
    await fill(
      { name: 'L', email: 'x', subject: 'Allo', message: 'court' },
      'fr',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(
      await screen.findByText('Le nom doit contenir au moins 2 caractères'),
    ).toBeTruthy();
    expect(
      screen.getByText('Veuillez saisir une adresse e-mail valide'),
    ).toBeTruthy();
    expect(
      screen.getByText("L'objet doit contenir au moins 5 caractères"),
    ).toBeTruthy();
    expect(
      screen.getByText('Le message doit contenir au moins 20 caractères'),
    ).toBeTruthy();

    await fill({ name: 'n'.repeat(101), message: 'm'.repeat(5001) }, 'fr');
    expect(
      screen.getByText('Le nom ne doit pas dépasser 100 caractères'),
    ).toBeTruthy();
    expect(
      // Testing Library turns the narrow no-break space of "5 000" into a plain one.
      screen.getByText('Le message ne doit pas dépasser 5 000 caractères'),
    ).toBeTruthy();
  });
});

describe('sending a message', () => {
  it('shows the sending state, then resets the form and confirms', async () => {
    let answer!: (response: Response) => void;
    const { fetchMock } = renderApp('/contact', {
      handler: contactEndpoint(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    });
    await fill({ ...valid, name: '  Layla Haddad  ' });
    screen.getByRole('button', { name: 'Send message' }).focus();
    submit();

    const button = await screen.findByRole('button', { name: 'Sending...' });
    // Busy, and it keeps the keyboard's focus.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    submit();
    expect(sentBodies(fetchMock, '/contact')).toEqual([valid]);
    const [, init] = fetchMock.mock.calls.find(
      ([url]) => String(url) === '/contact',
    )!;
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Content-Type')).toBe(
      'application/json',
    );

    answer(jsonResponse({ id: 1 }, 201));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(
      screen.getByText(
        "Your message has been sent successfully. We'll get back to you soon.",
      ),
    ).toBeTruthy();
    for (const name of ['name', 'email', 'subject', 'message'] as const) {
      expect(field(name).value).toBe('');
    }
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(send);
    // A fresh form shows no complaints.
    expect(screen.queryByText(/must be at least/)).toBeNull();
  });

  it.each([
    'marie.dupont@gmail.com.',
    'a@b.c',
    'a..b@example.com',
    'user@exam_ple.com',
    'user@123.123.123.123',
  ])('refuses %s before sending, as the server would', async (email) => {
    const { fetchMock } = renderApp('/contact');
    await fill({ ...valid, email });
    submit();
    expect(
      await screen.findByText('Please enter a valid email address'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field('email'));
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(fetchMock, '/contact')).toEqual([]);
  });

  it('marks and focuses a field the server refuses, until it is edited', async () => {
    renderApp('/fr/contact', {
      handler: contactEndpoint(() =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'validation_failed',
            message: ['Please enter a valid email address'],
            fields: [{ field: 'email', constraints: ['isEmail'] }],
          },
          400,
        ),
      ),
    });
    await fill(valid, 'fr');
    submit();
    const messages = await screen.findAllByText(
      'Veuillez saisir une adresse e-mail valide',
    );
    // Under the field and in the toast.
    expect(messages).toHaveLength(2);
    expect(document.activeElement).toBe(field('email', 'fr'));
    expect(field('email', 'fr').getAttribute('aria-invalid')).toBe('true');
    expect(field('message', 'fr').value).toBe(valid.message);
    fireEvent.change(field('email', 'fr'), {
      target: { value: 'layla@example.org' },
    });
    await waitFor(() =>
      expect(field('email', 'fr').getAttribute('aria-invalid')).toBeNull(),
    );
  });

  it('keeps what was typed and says so when sending fails', async () => {
    renderApp('/contact', {
      handler: contactEndpoint(
        () =>
          new Response('boom', {
            status: 500,
            statusText: 'Internal Server Error',
          }),
      ),
    });
    await fill(valid);
    submit();

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(
      screen.getByText('Failed to send message. Please try again.'),
    ).toBeTruthy();
    expect(
      screen
        .getByText('Error')
        .closest('[data-variant]')
        ?.getAttribute('data-variant'),
    ).toBe('destructive');
    expect(field('message').value).toBe(valid.message);
    expect(
      screen
        .getByRole('button', { name: 'Send message' })
        .hasAttribute('disabled'),
    ).toBe(false);
  });

  it.each([
    ['/contact', 'en', 'Too many requests. Please try again in 1 minute.'],
    ['/fr/contact', 'fr', 'Trop de demandes. Réessayez dans 1 minute.'],
  ] as const)(
    'on %s, says how long to wait when over the limit, keeping the message',
    async (path, locale, text) => {
      renderApp(path, {
        handler: contactEndpoint(() =>
          jsonResponse(
            {
              statusCode: 429,
              code: 'too_many_requests',
              message:
                'Too many messages from this address (5 per minute). Please try again in 58 s.',
              params: { minutes: 1 },
            },
            429,
          ),
        ),
      });
      await fill(valid, locale);
      submit();
      expect(await screen.findByText(text)).toBeTruthy();
      expect(field('message', locale).value).toBe(valid.message);
    },
  );

  it('keeps what was typed when the language changes, until it is sent', async () => {
    const { router } = renderApp('/contact', {
      handler: contactEndpoint(() => jsonResponse({ id: 3 }, 201)),
    });
    await fill({ name: valid.name, message: valid.message });
    await act(() => router.navigate('/fr/contact'));
    expect(
      (await screen.findByRole('button', { name: 'Envoyer le message' }))
        .tagName,
    ).toBe('BUTTON');
    expect(field('name', 'fr').value).toBe(valid.name);
    expect(field('message', 'fr').value).toBe(valid.message);
    await fill({ email: valid.email, subject: valid.subject }, 'fr');
    submit();
    await waitFor(() => expect(field('message', 'fr').value).toBe(''));
    await act(() => router.navigate('/contact'));
    await screen.findByRole('button', { name: 'Send message' });
    expect(field('name').value).toBe('');
  });

  it('confirms and reports failures in French', async () => {
    let fail = false;
    renderApp('/fr/contact', {
      handler: contactEndpoint(() =>
        fail
          ? new Response('', { status: 503, statusText: 'Service Unavailable' })
          : jsonResponse({ id: 2 }, 201),
      ),
    });
    await fill(valid, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Message envoyé')).toBeTruthy();
    expect(
      screen.getByText(
        'Votre message a bien été envoyé. Nous vous répondrons très vite.',
      ),
    ).toBeTruthy();

    fail = true;
    await fill(valid, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Erreur')).toBeTruthy();
    expect(
      screen.getByText("Impossible d'envoyer le message. Veuillez réessayer."),
    ).toBeTruthy();
  });
});
