import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_CREDENTIALS, LOCAL_ADMIN } from '../support/env';

/**
 * The admin account: the one the local server creates at start-up, or the deployment's
 * (E2E_ADMIN_EMAIL/E2E_ADMIN_PASSWORD). Tests that sign in with it call requireAdmin().
 */
export const ADMIN = ADMIN_CREDENTIALS ?? LOCAL_ADMIN;

/** Labels of the feed entries' type badges. */
export const FEED_TYPES = {
  question: 'Question',
  answer: 'Answer',
  report: 'Report',
  signUp: 'Sign-up',
  message: 'Message',
} as const;

/** /admin: the figures, members, moderation, tools, audit log and the live feed. */
export class AdminPanelPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/admin');
  }

  /** Waits until the feed is joined (events are arriving). */
  async waitUntilLive() {
    await expect(this.feed).toHaveAttribute('data-live', 'on');
    await expect(this.page.getByTestId('admin-feed-status')).toHaveText('Live');
  }

  get feed(): Locator {
    return this.page.getByTestId('admin-feed');
  }

  stat(name: string): Locator {
    return this.page.getByTestId(`admin-stat-${name}-value`);
  }

  /** The feed entry of `type` whose title contains `text`. */
  entry(type: keyof typeof FEED_TYPES, text: string): Locator {
    return this.feed
      .getByTestId('admin-feed-entry')
      .filter({
        has: this.page
          .getByTestId('admin-feed-type')
          .getByText(FEED_TYPES[type], { exact: true }),
      })
      .filter({ hasText: text });
  }

  /** Shows the members whose username or e-mail contains `term`. */
  async searchUsers(term: string) {
    await this.page.getByRole('searchbox', { name: 'Search users' }).fill(term);
  }

  /** The member list's row for `username`. */
  userRow(username: string): Locator {
    return this.page.getByTestId('admin-user-row').filter({
      has: this.page
        .getByTestId('admin-user-username')
        .getByText(username, { exact: true }),
    });
  }

  /** A question of the English or French moderation list. */
  question(locale: 'en' | 'fr', title: string): Locator {
    return this.page
      .getByTestId(`admin-questions-${locale}`)
      .getByTestId('admin-question')
      .filter({ hasText: title });
  }

  /** The open report whose reported text contains `text`. */
  report(text: string): Locator {
    return this.page.getByTestId('admin-report').filter({
      has: this.page.getByTestId('admin-report-excerpt').getByText(text),
    });
  }

  /** Confirms the open confirmation dialog with its `action` button. */
  async confirm(action = 'Delete') {
    const dialog = this.page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }
}
