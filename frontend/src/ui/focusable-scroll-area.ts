/**
 * A ref for a Radix Themes `Table.Root` whose rows hold nothing focusable:
 * its scroll viewport joins the tab order, so a keyboard user can scroll a
 * table wider than a phone's screen (WCAG 2.1.1).
 */
export function focusableScrollArea(root: HTMLElement | null): void {
  root
    ?.querySelector('[data-radix-scroll-area-viewport]')
    ?.setAttribute('tabindex', '0');
}
