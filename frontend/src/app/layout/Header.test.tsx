import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  currentPath,
  jsonResponse,
  renderApp,
  testUser,
} from '../../test/render-app';

const navigateToServer = vi.hoisted(() => vi.fn());
vi.mock('../../shared/server-navigation', () => ({ navigateToServer }));

async function searchFor(value: string) {
  const input = await screen.findByPlaceholderText('Search questions...');
  fireEvent.change(input, { target: { value } });
  fireEvent.submit(input.closest('form')!);
}

/** Opens a Radix dropdown the way a keyboard user does. */
async function openMenu(trigger: HTMLElement) {
  act(() => {
    trigger.focus();
  });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('header search', () => {
  it('goes to the home list with the trimmed term', async () => {
    const { router } = renderApp('/about');
    await searchFor('  kifach  ');
    await waitFor(() => expect(currentPath(router)).toBe('/?search=kifach'));
  });

  it('lets the browser set the direction of what is typed: Arabic right to left', async () => {
    renderApp('/about');
    const input = await screen.findByPlaceholderText('Search questions...');
    expect(input.getAttribute('dir')).toBe('auto');
  });

  it('stays put on blank input', async () => {
    const { router } = renderApp('/about');
    await searchFor('   ');
    await searchFor('');
    // Zero-width characters show nothing either.
    await searchFor('\u200b\u200b');
    expect(currentPath(router)).toBe('/about');
  });

  it('searches the French list from a French page', async () => {
    const { router } = renderApp('/fr/about');
    const input = await screen.findByPlaceholderText(
      'Rechercher des questions...',
    );
    fireEvent.change(input, { target: { value: 'salut' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(currentPath(router)).toBe('/fr?search=salut'));
  });
});

describe('language switcher', () => {
  it('switches /question/5?x=1 to French and back', async () => {
    const { router } = renderApp('/question/5?x=1');

    const menu = await openMenu(await screen.findByTestId('language-switcher'));
    fireEvent.click(
      within(menu).getByRole('menuitemradio', { name: 'Français' }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/fr/question/5?x=1'));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));

    const menuFr = await openMenu(screen.getByTestId('language-switcher'));
    fireEvent.click(
      within(menuFr).getByRole('menuitemradio', { name: 'English' }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/question/5?x=1'));
    // Set once the English page has rendered (its catalogue part may still load).
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('marks the current language', async () => {
    renderApp('/fr');
    const menu = await openMenu(await screen.findByTestId('language-switcher'));
    expect(
      within(menu).getByRole('menuitemradio', { name: 'Français' }),
    ).toHaveProperty('ariaChecked', 'true');
  });
});

describe('signed-in state', () => {
  it('shows Login to guests', async () => {
    renderApp('/');
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/auth');
    expect(screen.queryByTestId('avatar-menu')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ask Question' })).toBeNull();
  });

  it('treats a failing user endpoint as signed out', async () => {
    renderApp('/fr', { guestStatus: 404 });
    const login = await screen.findByRole('link', { name: 'Connexion' });
    expect(login.getAttribute('href')).toBe('/fr/auth');
  });

  it('gives members Ask, their name, Users and Logout', async () => {
    renderApp('/', { user: testUser });
    const ask = await screen.findByRole('link', { name: 'Ask Question' });
    expect(ask.getAttribute('href')).toBe('/ask');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();

    const menu = await openMenu(screen.getByTestId('avatar-menu'));
    expect(within(menu).getByText('Amina Benali')).toBeTruthy();
    expect(
      within(menu)
        .getByRole('menuitem', { name: 'Users' })
        .getAttribute('href'),
    ).toBe('/users');
    expect(within(menu).queryByRole('menuitem', { name: 'Admin' })).toBeNull();
    expect(
      within(menu)
        .getByRole('menuitem', { name: 'Logout' })
        .getAttribute('href'),
    ).toBe('/api/logout');
  });

  it('logs out with a POST, then loads /api/logout as the spec does', async () => {
    navigateToServer.mockClear();
    // What the member was writing is not left in the tab for the next one.
    sessionStorage.setItem(
      'draft:answer:en:7',
      JSON.stringify('Half an answer'),
    );
    sessionStorage.setItem('kept-by-someone-else', '1');
    const { fetchMock } = renderApp('/about', {
      user: testUser,
      handler: (url, init) =>
        url === '/api/logout' && init?.method === 'POST'
          ? new Response(null, { status: 204 })
          : undefined,
    });
    const menu = await openMenu(await screen.findByTestId('avatar-menu'));
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() =>
      expect(navigateToServer).toHaveBeenCalledWith('/api/logout'),
    );
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) =>
          String(url) === '/api/logout' && init?.method === 'POST',
      ),
    ).toHaveLength(1);
    expect(sessionStorage.getItem('draft:answer:en:7')).toBeNull();
    expect(sessionStorage.getItem('kept-by-someone-else')).toBe('1');
  });

  it('still goes to /api/logout when the POST fails', async () => {
    navigateToServer.mockClear();
    renderApp('/about', {
      user: testUser,
      handler: (url) =>
        url === '/api/logout'
          ? jsonResponse({ message: 'boom' }, 500)
          : undefined,
    });
    const menu = await openMenu(await screen.findByTestId('avatar-menu'));
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() =>
      expect(navigateToServer).toHaveBeenCalledWith('/api/logout'),
    );
  });

  it('gives admins the Admin link instead of Users', async () => {
    renderApp('/fr', { user: { ...testUser, isAdmin: true } });
    const menu = await openMenu(await screen.findByTestId('avatar-menu'));
    expect(
      within(menu)
        .getByRole('menuitem', { name: 'Administration' })
        .getAttribute('href'),
    ).toBe('/fr/admin');
    expect(
      within(menu).queryByRole('menuitem', { name: 'Utilisateurs' }),
    ).toBeNull();
  });
});
