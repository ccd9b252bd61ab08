import { expect, type Locator, type Page } from '@playwright/test';

/** The admins' account the e2e server creates at start-up. */
export const ADMIN = {
  email: 'admin@e2e.test',
  password: 'e2e-admin-password',
};

/** Labels of the feed entries' type badges. */
export const FEED_TYPES = {
  question: 'Question',
  answer: 'Answer',
  report: 'Report',
  signUp: 'Sign-up',
  message: 'Message',
} as const;

/** /admin: the figures and the live feed. */
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
}
