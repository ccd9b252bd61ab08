import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

type Options = {
  /**
   * The modal layer open on the page (menu, listbox, alert dialog). While it is open the
   * rest of the page is hidden from assistive technology on purpose (aria-hidden on the
   * app root) and the keyboard cannot leave the layer: this is checked by pressing Tab,
   * and only then is axe's `aria-hidden-focus` finding on that hidden background set
   * aside. Everything else, the layer included, is held to the full bar.
   */
  modalLayer?: Locator;
  /** Records a failure and lets the test go on (e.g. to its screenshots). */
  soft?: boolean;
};

/**
 * Runs axe (WCAG 2.0-2.2 A and AA and best practices) on the page as it is now and fails
 * on any serious or critical violation, naming the rule and the elements. Every
 * violation found, whatever its impact, is attached to the report as JSON.
 */
export async function expectNoSeriousViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
  { modalLayer, soft = false }: Options = {},
) {
  const results = await new AxeBuilder({ page })
    .withTags([
      'wcag2a',
      'wcag2aa',
      'wcag21a',
      'wcag21aa',
      'wcag22aa',
      'best-practice',
    ])
    .analyze();
  await testInfo.attach(`axe-${label}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  let violations = results.violations;
  if (modalLayer) {
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      await expect(
        modalLayer,
        'the modal layer stays open on Tab',
      ).toBeVisible();
      expect(
        await modalLayer.evaluate((layer) =>
          layer.contains(document.activeElement),
        ),
        'the keyboard focus stays inside the modal layer',
      ).toBe(true);
    }
    const hiddenBackground = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body > [aria-hidden="true"]')).map(
        (el) => (el.id ? `#${el.id}` : el.tagName.toLowerCase()),
      ),
    );
    violations = violations
      .map((v) =>
        v.id === 'aria-hidden-focus'
          ? {
              ...v,
              nodes: v.nodes.filter(
                (n) => !hiddenBackground.includes(String(n.target[0])),
              ),
            }
          : v,
      )
      .filter((v) => v.nodes.length > 0);
  }
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(
            ', ',
          )}${v.nodes.length > 5 ? `, and ${v.nodes.length - 5} more` : ''}`,
    );
  (soft ? expect.soft : expect)(
    serious,
    `serious or critical axe violations on ${label}`,
  ).toEqual([]);
}
