import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeAdminServer, makeAuditEntry } from '../test/admin-server';
import { adminRow, renderAdmin } from '../test/render-admin';

function server() {
  return new FakeAdminServer(
    { ...adminRow },
    {
      audit: [
        makeAuditEntry({
          action: 'user.plan',
          targetType: 'user',
          targetId: 21,
          at: '2025-03-05T10:00:00.000Z',
          details: { username: 'layla', from: 'free', to: 'pro' },
        }),
      ],
    },
  );
}

describe('audit log', () => {
  it.each([
    {
      path: '/admin',
      columns: ['Time', 'Admin', 'Action', 'Target'],
      cells: ['second_admin', 'Changed plan', 'layla: Free → Pro'],
    },
    {
      path: '/fr/admin',
      columns: ['Date', 'Admin', 'Action', 'Cible'],
      cells: ['second_admin', 'Formule modifiée', 'layla : Gratuit → Pro'],
    },
  ])(
    'reads as one block per action on a phone, each line named by its column ($path)',
    async ({ path, columns, cells }) => {
      renderAdmin(server(), path);
      const section = await screen.findByTestId(
        'admin-audit',
        {},
        { timeout: 5000 },
      );
      const row = await within(section).findByTestId('admin-audit-entry');
      const table = within(section).getByTestId('admin-audit-table');
      // The users table's phone layout (admin.css): rows stacked, headers kept for screen readers.
      expect(table.classList).toContain('admin-table-stacked');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(columns);
      // The time heads its block...
      const time = within(row).getByRole('rowheader');
      expect(time.querySelector('time')?.getAttribute('dateTime')).toBe(
        '2025-03-05T10:00:00.000Z',
      );
      // ...then one line per column, named as the column is.
      const lines = within(row).getAllByRole('cell');
      expect(lines.map((cell) => cell.getAttribute('data-label'))).toEqual(
        columns.slice(1),
      );
      expect(lines.map((cell) => cell.textContent)).toEqual(cells);
    },
  );
});
