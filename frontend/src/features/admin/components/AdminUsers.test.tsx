import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  error,
  FakeAdminServer,
  makeUser,
  serverError,
  unauthorized,
} from '../test/admin-server';
import { adminRow, renderAdmin } from '../test/render-admin';
import type { AdminEvent } from '../types';

const navigateToServer = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/server-navigation', () => ({ navigateToServer }));

const layla = makeUser({
  id: 21,
  username: 'layla',
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@example.com',
  totalAnswers: 12,
});
const youssef = makeUser({
  id: 22,
  username: 'يوسف',
  email: 'youssef@example.com',
  accountType: 'basic',
});

function server(extra: ConstructorParameters<typeof FakeAdminServer>[1] = {}) {
  return new FakeAdminServer(
    { ...adminRow },
    { users: [{ ...layla }, { ...youssef }], ...extra },
  );
}

/** The row of the admin list for `username`, once it is shown. */
async function row(username: string) {
  const cell = await screen.findByText(
    username,
    { selector: '[data-testid="admin-user-username"]' },
    // The first render also loads the page's code.
    { timeout: 5000 },
  );
  return cell.closest('tr') as HTMLElement;
}

function choosePlan(select: HTMLElement, plan: string) {
  fireEvent.change(select, { target: { value: plan } });
}

/** Presses `name` in the open confirmation dialog. */
async function confirm(name: string) {
  fireEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', {
      name,
    }),
  );
}

/** The text that describes `element` (aria-describedby), shown on screen. */
function describedBy(element: HTMLElement) {
  const id = element.getAttribute('aria-describedby');
  const note = id ? document.getElementById(id) : null;
  expect(note?.checkVisibility?.() ?? true).toBe(true);
  return note?.textContent;
}

/** The plan shown in a row's picker. */
function shownPlan(row: HTMLElement) {
  const select = within(row).getByTestId(
    'admin-user-plan',
  ) as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent;
}

// Whole-app renders of a busy page: slower than a unit test.
describe('admin page: users', { timeout: 20_000 }, () => {
  it('lists members with e-mail, plan and role, and searches after typing stops', async () => {
    const api = server();
    renderAdmin(api);
    const laylaRow = await row('layla');
    expect(within(laylaRow).getByText('layla@example.com')).toBeTruthy();
    expect(within(laylaRow).getByText('Layla Haddad')).toBeTruthy();
    expect(within(laylaRow).getByTestId('admin-user-role').textContent).toBe(
      'Member',
    );
    expect(shownPlan(laylaRow)).toBe('Free');
    expect(within(laylaRow).getByText('12')).toBeTruthy();
    const rootRow = await row('root');
    expect(within(rootRow).getByText('(you)')).toBeTruthy();
    expect(within(rootRow).getByTestId('admin-user-role').textContent).toBe(
      'Admin',
    );
    expect(
      within(rootRow).getByRole('button', { name: 'Remove Admin' }),
    ).toBeTruthy();
    // Arabic usernames read in their own direction.
    const arabic = await screen.findByText('يوسف');
    expect(arabic.getAttribute('dir')).toBe('auto');
    expect(shownPlan(await row('يوسف'))).toBe('Basic');

    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(search, { target: { value: 'y' } });
    fireEvent.change(search, { target: { value: 'yo' } });
    fireEvent.change(search, { target: { value: 'you' } });
    await waitFor(() =>
      expect(screen.queryByText('layla@example.com')).toBeNull(),
    );
    expect(screen.getByText('youssef@example.com')).toBeTruthy();
    const searches = api
      .sent('GET', /^\/api\/admin\/users\?/)
      .map((r) => new URL(r.url, 'http://x').searchParams.get('search'));
    // One request for the settled term, none for the keystrokes before it.
    expect(searches).toEqual([null, 'you']);

    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it("reads the members' counts again when a question or an answer is posted", async () => {
    const api = server();
    const { socket } = renderAdmin(api);
    await row('layla');
    const reads = () => api.sent('GET', /^\/api\/admin\/users\?/).length;
    const before = reads();
    for (const type of ['answer.created', 'question.created'] as const) {
      const seen = reads();
      act(() =>
        socket.push('admin:event', {
          type,
          at: new Date().toISOString(),
          title: 'How do you say thanks?',
          link: '/question/9',
          locale: 'en',
        } satisfies AdminEvent),
      );
      await waitFor(() => expect(reads()).toBe(seen + 1));
    }
    expect(reads()).toBe(before + 2);
  });

  it('pages through members twenty at a time', async () => {
    const many = Array.from({ length: 45 }, (_, n) =>
      makeUser({ username: `learner${String(n).padStart(2, '0')}` }),
    );
    const api = new FakeAdminServer({ ...adminRow }, { users: many });
    renderAdmin(api);
    await row('learner18');
    expect(screen.getAllByTestId('admin-user-row')).toHaveLength(20);
    const pager = screen.getByTestId('admin-users-pager');
    expect(
      within(pager).getByTestId('admin-users-pager-range').textContent,
    ).toBe('1–20 of 46');
    const previous = within(pager).getByRole('button', { name: 'Previous' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await row('learner38');
    expect(screen.queryByText('learner18')).toBeNull();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await row('learner44');
    expect(screen.getAllByTestId('admin-user-row')).toHaveLength(6);
    expect(
      within(pager).getByTestId('admin-users-pager-range').textContent,
    ).toBe('41–46 of 46');
    expect(
      (within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      api
        .sent('GET', /^\/api\/admin\/users\?/)
        .map((r) => new URL(r.url, 'http://x').searchParams.get('offset')),
    ).toEqual(['0', '20', '40']);
  });

  it('asks before making a member an admin; Cancel and Escape change nothing', async () => {
    const api = server();
    renderAdmin(api);
    const laylaRow = await row('layla');
    const makeAdmin = () =>
      fireEvent.click(
        within(laylaRow).getByRole('button', { name: 'Make Admin' }),
      );
    makeAdmin();
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      'Make layla an admin?',
    );
    expect(
      within(dialog).getByText(
        'They will be able to delete questions, answers and members, change plans, and give or remove admin rights.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    makeAdmin();
    dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    expect(api.sent('PATCH', /\/admin$/)).toEqual([]);
    expect(within(laylaRow).getByTestId('admin-user-role').textContent).toBe(
      'Member',
    );
  });

  it('makes a member an admin and removes the rights again, each after confirming', async () => {
    const api = server();
    renderAdmin(api);
    fireEvent.click(
      within(await row('layla')).getByRole('button', { name: 'Make Admin' }),
    );
    await confirm('Make Admin');
    expect(await screen.findByText('User updated successfully')).toBeTruthy();
    expect(api.sent('PATCH', '/api/admin/users/21/admin')[0]?.body).toEqual({
      isAdmin: true,
    });
    const promoted = await row('layla');
    expect(within(promoted).getByTestId('admin-user-role').textContent).toBe(
      'Admin',
    );
    // The audit log shows the action under its readable name.
    const audit = screen.getByTestId('admin-audit');
    const entry = await within(audit).findByTestId('admin-audit-entry');
    expect(within(entry).getByTestId('admin-audit-action').textContent).toBe(
      'Made admin',
    );
    expect(within(entry).getByTestId('admin-audit-target').textContent).toBe(
      'layla',
    );

    // Removing the rights asks too, and Cancel keeps them.
    fireEvent.click(
      within(promoted).getByRole('button', { name: 'Remove Admin' }),
    );
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      "Remove layla's admin rights?",
    );
    expect(
      within(dialog).getByText(
        'They will lose access to the admin panel and its actions.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent('PATCH', '/api/admin/users/21/admin')).toHaveLength(1);

    fireEvent.click(
      within(await row('layla')).getByRole('button', { name: 'Remove Admin' }),
    );
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Remove Admin' }),
    );
    await waitFor(() =>
      expect(api.sent('PATCH', '/api/admin/users/21/admin')).toHaveLength(2),
    );
    expect(api.sent('PATCH', '/api/admin/users/21/admin')[1]?.body).toEqual({
      isAdmin: false,
    });
    await waitFor(async () =>
      expect(
        within(await row('layla')).getByTestId('admin-user-role').textContent,
      ).toBe('Member'),
    );
  });

  it('does not offer an admin to remove their own rights, and says why', async () => {
    const api = server();
    renderAdmin(api);
    const own = within(await row('root')).getByRole('button', {
      name: 'Remove Admin',
    }) as HTMLButtonElement;
    expect(own.disabled).toBe(true);
    expect(describedBy(own)).toBe(
      'You cannot remove your own admin rights: ask another admin.',
    );
    fireEvent.click(own);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.sent('PATCH', /\/admin$/)).toHaveLength(0);
    expect(
      within(await row('root')).getByTestId('admin-user-role').textContent,
    ).toBe('Admin');
  });

  it('changes a plan', async () => {
    const api = server();
    renderAdmin(api);
    const plan = within(await row('layla')).getByRole('combobox', {
      name: 'Plan for layla',
    });
    choosePlan(plan, 'pro');
    expect(await screen.findByText('User updated successfully')).toBeTruthy();
    expect(api.sent('PATCH', '/api/admin/users/21/plan')[0]?.body).toEqual({
      plan: 'pro',
    });
    expect(shownPlan(await row('layla'))).toBe('Pro');
    const entry = await within(screen.getByTestId('admin-audit')).findByTestId(
      'admin-audit-entry',
    );
    expect(within(entry).getByTestId('admin-audit-action').textContent).toBe(
      'Changed plan',
    );
    expect(within(entry).getByTestId('admin-audit-target').textContent).toBe(
      'layla: Free → Pro',
    );
  });

  it('saves a plan reached with the arrow keys once, with Enter or on leaving the picker, and Escape goes back', async () => {
    const api = server();
    renderAdmin(api);
    const plan = within(await row('layla')).getByRole('combobox', {
      name: 'Plan for layla',
    }) as HTMLSelectElement;
    const arrowTo = (value: string) => {
      fireEvent.keyDown(plan, { key: 'ArrowDown' });
      fireEvent.change(plan, { target: { value } });
    };
    const saved = () => api.sent('PATCH', '/api/admin/users/21/plan');

    plan.focus();
    arrowTo('basic');
    arrowTo('pro');
    expect(plan.value).toBe('pro');
    expect(saved()).toEqual([]);
    fireEvent.keyDown(plan, { key: 'Enter' });
    expect(await screen.findByText('User updated successfully')).toBeTruthy();
    expect(saved().map(({ body }) => body)).toEqual([{ plan: 'pro' }]);
    // Enabled while saving: the focus stays on the picker.
    expect(plan.disabled).toBe(false);
    expect(document.activeElement).toBe(plan);
    expect(shownPlan(await row('layla'))).toBe('Pro');

    // Escape goes back to the saved plan; leaving it saves nothing then.
    arrowTo('basic');
    fireEvent.keyDown(plan, { key: 'Escape' });
    expect(plan.value).toBe('pro');
    fireEvent.blur(plan);
    // Leaving the picker saves what the arrows reached.
    arrowTo('free');
    fireEvent.blur(plan);
    await waitFor(() => expect(saved()).toHaveLength(2));
    expect(saved()[1]?.body).toEqual({ plan: 'free' });
  });

  it('deletes a member only after confirming', async () => {
    const api = server();
    renderAdmin(api);
    await waitFor(() =>
      expect(screen.getByTestId('admin-stat-users-value').textContent).toBe(
        '3',
      ),
    );
    const laylaRow = await row('layla');
    fireEvent.click(within(laylaRow).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      'Delete layla?',
    );
    expect(within(dialog).getByText(/shown as by a deleted user/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent('DELETE', '/api/admin/users/21')).toEqual([]);

    fireEvent.click(within(laylaRow).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    expect(api.sent('DELETE', '/api/admin/users/21')).toHaveLength(1);
    expect(screen.queryByText('layla@example.com')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('admin-stat-users-value').textContent).toBe(
        '2',
      ),
    );
  });

  it('does not offer an admin to delete their own account, and says why', async () => {
    const api = server();
    renderAdmin(api);
    const own = within(await row('root')).getByRole('button', {
      name: 'Delete',
    }) as HTMLButtonElement;
    expect(own.disabled).toBe(true);
    expect(describedBy(own)).toBe(
      'You cannot delete your own account from the admin panel.',
    );
    fireEvent.click(own);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.sent('DELETE', '/api/admin/users/1')).toEqual([]);
    // Other members' rows still offer it.
    const other = within(await row('layla')).getByRole('button', {
      name: 'Delete',
    }) as HTMLButtonElement;
    expect(other.disabled).toBe(false);
    expect(other.getAttribute('aria-describedby')).toBeNull();
    expect(
      within(await row('layla')).queryByTestId('admin-user-self-note'),
    ).toBeNull();
  });

  it('says when deleting or updating a member fails', async () => {
    const api = server();
    api.fail('DELETE', /^\/api\/admin\/users\/\d+$/, serverError);
    api.fail('PATCH', /^\/api\/admin\/users\/\d+\/plan$/, serverError);
    api.fail('PATCH', /^\/api\/admin\/users\/\d+\/admin$/, () =>
      error(404, 'User not found', 'user_not_found'),
    );
    renderAdmin(api);

    fireEvent.click(
      within(await row('layla')).getByRole('button', { name: 'Delete' }),
    );
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Failed to delete user')).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    expect(await row('layla')).toBeTruthy();

    choosePlan(
      within(await row('layla')).getByRole('combobox', {
        name: 'Plan for layla',
      }),
      'basic',
    );
    expect(await screen.findByText('Failed to update user')).toBeTruthy();
    expect(shownPlan(await row('layla'))).toBe('Free');

    fireEvent.click(
      within(await row('layla')).getByRole('button', { name: 'Make Admin' }),
    );
    await confirm('Make Admin');
    expect(
      await screen.findByText('This member does not exist or was deleted.'),
    ).toBeTruthy();
    expect(screen.getByText('Failed to update user')).toBeTruthy();
  });

  it('signs in again 500 ms after the session expired during an action', async () => {
    const api = server();
    api.fail('PATCH', /^\/api\/admin\/users\/\d+\/admin$/, unauthorized);
    let shownAt = 0;
    let navigatedAt = 0;
    navigateToServer.mockImplementation(() => {
      navigatedAt = performance.now();
    });
    renderAdmin(api);
    fireEvent.click(
      within(await row('layla')).getByRole('button', { name: 'Make Admin' }),
    );
    await confirm('Make Admin');
    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    shownAt = performance.now();
    expect(
      screen.getByText('You are logged out. Logging in again...'),
    ).toBeTruthy();
    expect(navigateToServer).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(navigateToServer).toHaveBeenCalledWith('/api/login'),
    );
    expect(navigateToServer).toHaveBeenCalledTimes(1);
    // The toast is read first: the redirect waits about half a second.
    expect(navigatedAt - shownAt).toBeGreaterThan(350);
  });

  it('speaks French on /fr/admin', async () => {
    const api = server();
    renderAdmin(api, '/fr/admin');
    const laylaRow = await row('layla');
    expect(within(laylaRow).getByTestId('admin-user-role').textContent).toBe(
      'Membre',
    );
    expect(shownPlan(laylaRow)).toBe('Gratuit');
    fireEvent.click(
      within(laylaRow).getByRole('button', { name: 'Nommer admin' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      'Nommer layla admin ?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent('PATCH', /\/admin$/)).toEqual([]);
    fireEvent.click(
      within(laylaRow).getByRole('button', { name: 'Nommer admin' }),
    );
    await confirm('Nommer admin');
    expect(api.sent('PATCH', '/api/admin/users/21/admin')[0]?.body).toEqual({
      isAdmin: true,
    });
    expect(
      await screen.findByText('Utilisateur mis à jour avec succès'),
    ).toBeTruthy();
    expect(
      describedBy(
        within(await row('root')).getByRole('button', { name: 'Supprimer' }),
      ),
    ).toBe(
      "Vous ne pouvez pas supprimer votre propre compte depuis le panneau d'administration.",
    );
    api.fail('DELETE', /^\/api\/admin\/users\/\d+$/, serverError);
    fireEvent.click(
      within(await row('layla')).getByRole('button', { name: 'Supprimer' }),
    );
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    expect(
      await screen.findByText("Échec de la suppression de l'utilisateur"),
    ).toBeTruthy();
  });
});
