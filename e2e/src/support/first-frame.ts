import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page. Guests first get the server's
 * first frame, which looks like the page but is inert (keys typed into it go
 * nowhere) until the app replaces it and drops `data-first-frame` from #root.
 * Members get no first frame, so this returns at once for them.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#root[data-first-frame]')).toHaveCount(0);
}
