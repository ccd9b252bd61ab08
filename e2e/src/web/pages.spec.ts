import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  SCREENS,
  openScreen,
  screenPath,
  type Locale,
} from '../pages/app-pages';
import { expectNoSeriousViolations } from '../support/axe';
import { layoutProblems } from '../support/layout';
import { useRole, type Role } from '../support/roles';

/**
 * Every screen of the route table, in English and French, as the role that sees its
 * full content:
 * - axe finds no serious or critical violation;
 * - at a desktop (1280x800) and a phone (390x844) size a full-page screenshot is kept
 *   in e2e/screens/ (and attached to the report), and the page neither scrolls sideways
 *   nor cuts any text off.
 * The screen is loaded once; the phone size is a resize of the same page.
 */

const SCREENS_DIR = path.resolve(__dirname, '..', '..', 'screens');
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const roles = [...new Set(SCREENS.map((s) => s.role))] as Role[];

for (const role of roles) {
  test.describe(`every screen as ${role}`, () => {
    useRole(role);
    // axe on a full screen and two full-page screenshots: more than a flow's budget.
    // The admin panel of a deployment with months of data took 45 s of it alone.
    test.describe.configure({ timeout: 90_000 });

    for (const screen of SCREENS.filter((s) => s.role === role)) {
      for (const locale of ['en', 'fr'] as Locale[]) {
        test(`${screen.name} (${locale}): accessible, fits desktop and phone`, async ({
          page,
        }, testInfo) => {
          await page.setViewportSize(VIEWPORTS[0]);
          await openScreen(page, screen, locale);
          await expectNoSeriousViolations(
            page,
            testInfo,
            `${screen.name}-${locale}`,
            // The screenshots and layout checks still run when axe finds something.
            { soft: true },
          );

          mkdirSync(SCREENS_DIR, { recursive: true });
          for (const viewport of VIEWPORTS) {
            await page.setViewportSize(viewport);
            await screen.ready(page);
            // The phone layout (menus, Load More, stacked sidebars) is checked too.
            if (viewport.name !== 'desktop')
              await expectNoSeriousViolations(
                page,
                testInfo,
                `${screen.name}-${locale}-${viewport.name}`,
                { soft: true },
              );
            const file = path.join(
              SCREENS_DIR,
              `${screen.name}-${locale}-${viewport.width}x${viewport.height}.png`,
            );
            await page.screenshot({ path: file, fullPage: true });
            await testInfo.attach(`${screen.name}-${locale}-${viewport.name}`, {
              path: file,
              contentType: 'image/png',
            });
            const layout = await layoutProblems(page);
            expect(
              layout.scrollWidth,
              `${viewport.name}: the page scrolls sideways`,
            ).toBeLessThanOrEqual(layout.viewportWidth);
            expect(layout.cutOff, `${viewport.name}: text cut off`).toEqual([]);
          }
        });
      }
    }
  });
}

test('the screen list covers every route of the route table', () => {
  const paths = SCREENS.map((s) => screenPath(s, 'en').replace(/\d+$/, '{id}'));
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      '/auth',
      '/question/{id}',
      '/ask',
      '/admin',
      '/users',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/translator',
      '/moroccan-darija',
      '/egyptian-arabic',
      '/levantine-arabic',
      '/gulf-arabic',
      '/iraqi-arabic',
      '/standard-arabic',
    ]),
  );
});
