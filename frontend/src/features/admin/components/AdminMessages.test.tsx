import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '../api/get-contact-messages';
import {
  FakeAdminServer,
  makeContactMessage,
  serverError,
} from '../test/admin-server';
import { adminRow, renderAdmin } from '../test/render-admin';
import type { AdminEvent } from '../types';

/** The contact messages section, once the page's code has loaded. */
async function messagesSection() {
  return screen.findByTestId('admin-messages', {}, { timeout: 5000 });
}

const MARKUP =
  'Hello <b>team</b>,\n<script>alert(1)</script><img src=x onerror="alert(2)">\n\nThanks!';

// Whole-app renders of a busy page: slower than a unit test.
describe('admin page: contact messages', { timeout: 20_000 }, () => {
  it('shows each message as sent, newest first, in pages of 20', async () => {
    const at = (minutes: number) =>
      new Date(Date.UTC(2025, 2, 10, 12, 60 - minutes)).toISOString();
    const contactMessages: ContactMessage[] = [
      makeContactMessage({
        id: 1,
        name: 'Layla Haddad',
        email: 'layla@example.com',
        subject: 'Question about <i>my</i> account',
        message: MARKUP,
        createdAt: at(1),
        emailedAt: at(0),
      }),
      makeContactMessage({
        id: 2,
        name: 'سارة',
        email: 'sara+admin@example.com',
        subject: 'سؤال عن الترجمة',
        message: 'مرحبا،\nلدي سؤال عن المترجم.',
        createdAt: at(2),
        emailedAt: null,
      }),
      ...Array.from({ length: 23 }, (_, n) =>
        makeContactMessage({ id: 3 + n, createdAt: at(3 + n) }),
      ),
    ];
    const api = new FakeAdminServer({ ...adminRow }, { contactMessages });
    renderAdmin(api);
    const section = await messagesSection();
    expect(section.id).toBe('admin-messages');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(
      'Contact messages',
    );
    const items = await within(section).findAllByTestId('admin-message');
    expect(items).toHaveLength(20);
    expect(api.sent('GET', '/api/admin/contact-messages')[0]?.url).toBe(
      '/api/admin/contact-messages?limit=20&offset=0',
    );
    expect(
      within(section).getByTestId('admin-messages-count').textContent,
    ).toBe('25');

    const [first, second] = items;
    const read = (item: HTMLElement, testId: string) =>
      within(item).getByTestId(testId);
    expect(read(first!, 'admin-message-subject').textContent).toBe(
      'Question about <i>my</i> account',
    );
    expect(read(first!, 'admin-message-name').textContent).toBe(
      'From Layla Haddad',
    );
    const email = read(first!, 'admin-message-email');
    expect(email.textContent).toBe('layla@example.com');
    expect(email.getAttribute('href')).toBe('mailto:layla@example.com');
    expect(first!.querySelector('time')?.getAttribute('dateTime')).toBe(at(1));
    expect(first!.querySelector('time')?.textContent).toMatch(/Mar 10, 2025/);
    expect(read(first!, 'admin-message-emailed').textContent).toBe('E-mailed');

    // Markup is text, never rendered; line breaks are kept.
    const text = read(first!, 'admin-message-text');
    expect(text.textContent).toBe(MARKUP);
    expect(text.querySelector('b, script, img')).toBeNull();
    expect(first!.querySelector('i')).toBeNull();
    expect(text.classList.contains('user-text')).toBe(true);
    expect(text.getAttribute('dir')).toBe('auto');

    // A message not e-mailed to the team says so; text reads in its own direction.
    expect(read(second!, 'admin-message-emailed').textContent).toBe(
      'Not e-mailed',
    );
    expect(read(second!, 'admin-message-email').getAttribute('href')).toBe(
      'mailto:sara%2Badmin@example.com',
    );
    expect(read(second!, 'admin-message-text').textContent).toBe(
      'مرحبا،\nلدي سؤال عن المترجم.',
    );
    expect(read(second!, 'admin-message-subject').getAttribute('dir')).toBe(
      'auto',
    );

    const pager = within(section).getByTestId('admin-messages-pager');
    expect(
      within(pager).getByTestId('admin-messages-pager-range').textContent,
    ).toBe('1–20 of 25');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(section).getAllByTestId('admin-message')).toHaveLength(5),
    );
    expect(
      within(pager).getByTestId('admin-messages-pager-range').textContent,
    ).toBe('21–25 of 25');
    expect(api.sent('GET', '/api/admin/contact-messages').at(-1)?.url).toBe(
      '/api/admin/contact-messages?limit=20&offset=20',
    );
  });

  it('says when there are no messages, and hides the pager', async () => {
    const api = new FakeAdminServer({ ...adminRow });
    renderAdmin(api);
    const section = await messagesSection();
    expect(
      (await within(section).findByTestId('admin-messages-empty')).textContent,
    ).toBe('No messages yet.');
    expect(within(section).queryByTestId('admin-messages-pager')).toBeNull();
    expect(within(section).queryByTestId('admin-messages-count')).toBeNull();
  });

  it('offers to try again when the messages cannot be read', async () => {
    const api = new FakeAdminServer(
      { ...adminRow },
      { contactMessages: [makeContactMessage({ subject: 'Hello there' })] },
    );
    api.fail('GET', /^\/api\/admin\/contact-messages$/, serverError);
    renderAdmin(api);
    const section = await messagesSection();
    const alert = await within(section).findByRole('alert');
    api.recover();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      (await within(section).findByTestId('admin-message-subject')).textContent,
    ).toBe('Hello there');
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('shows a new message as the live feed announces it, and leads to it', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const api = new FakeAdminServer({ ...adminRow });
    const { socket, router } = renderAdmin(api);
    const section = await messagesSection();
    await within(section).findByTestId('admin-messages-empty');
    await waitFor(() => expect(socket.rooms).toEqual([{ room: 'admin' }]));
    expect(scrolled).not.toHaveBeenCalled();

    api.contactMessages.unshift(
      makeContactMessage({ subject: 'Partnership proposal' }),
    );
    const event: AdminEvent = {
      type: 'contact.received',
      at: new Date().toISOString(),
      title: 'Partnership proposal',
      link: '/admin#admin-messages',
    };
    act(() => socket.push('admin:event', event));
    expect(
      (await within(section).findByTestId('admin-message-subject')).textContent,
    ).toBe('Partnership proposal');
    expect(api.sent('GET', '/api/admin/contact-messages')).toHaveLength(2);

    // The feed's entry leads to the section, which comes into view.
    const link = within(screen.getByTestId('admin-feed')).getByRole('link', {
      name: 'Partnership proposal',
    });
    expect(link.getAttribute('href')).toBe('/admin#admin-messages');
    fireEvent.click(link);
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts.at(-1)).toBe(section);
    expect(router.state.location.hash).toBe('#admin-messages');
  });

  it('opens at the messages in French from /fr/admin#admin-messages', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const api = new FakeAdminServer(
      { ...adminRow },
      {
        contactMessages: [
          makeContactMessage({
            name: 'Jeanne',
            emailedAt: '2025-03-04T10:01:00.000Z',
          }),
          makeContactMessage({ emailedAt: null }),
        ],
      },
    );
    const { socket } = renderAdmin(api, '/fr/admin#admin-messages');
    const section = await messagesSection();
    await waitFor(() => expect(scrolled.mock.contexts).toContain(section));
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(
      'Messages de contact',
    );
    const items = await within(section).findAllByTestId('admin-message');
    expect(
      items.map(
        (item) => within(item).getByTestId('admin-message-emailed').textContent,
      ),
    ).toEqual(['Envoyé par e-mail', 'Non envoyé par e-mail']);
    expect(
      within(items[0]!).getByTestId('admin-message-name').textContent,
    ).toBe('De Jeanne');

    await waitFor(() => expect(socket.rooms).toEqual([{ room: 'admin' }]));
    act(() =>
      socket.push('admin:event', {
        type: 'contact.received',
        at: new Date().toISOString(),
        title: 'Bonjour',
        link: '/admin#admin-messages',
      } satisfies AdminEvent),
    );
    const link = await within(screen.getByTestId('admin-feed')).findByRole(
      'link',
      { name: 'Bonjour' },
    );
    expect(link.getAttribute('href')).toBe('/fr/admin#admin-messages');
  });
});
