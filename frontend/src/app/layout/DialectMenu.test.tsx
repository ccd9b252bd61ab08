import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp } from '../../test/render-app';

describe('dialect menu', () => {
  it('lists the six dialects and closes on choosing one', async () => {
    const { router } = renderApp('/about');
    const toggle = await screen.findByTestId('dialect-menu-toggle');
    expect(toggle.getAttribute('aria-label')).toBe('Arabic dialects');
    fireEvent.click(toggle);

    const dialog = await screen.findByRole('dialog', {
      name: 'Arabic Dialects',
    });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/moroccan-darija',
      '/egyptian-arabic',
      '/levantine-arabic',
      '/gulf-arabic',
      '/iraqi-arabic',
      '/standard-arabic',
    ]);
    const arabic = within(dialog).getByText('الدارجة المغربية');
    expect(arabic.getAttribute('dir')).toBe('rtl');

    fireEvent.click(
      within(dialog).getByRole('link', { name: /Egyptian Arabic/ }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/egyptian-arabic'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves the focus to the main content of the page a dialect opens', async () => {
    const { router } = renderApp('/about');
    const toggle = await screen.findByTestId('dialect-menu-toggle');
    act(() => toggle.focus());
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', {
      name: 'Arabic Dialects',
    });
    await waitFor(() =>
      expect(dialog.contains(document.activeElement)).toBe(true),
    );

    fireEvent.click(
      within(dialog).getByRole('link', { name: /Egyptian Arabic/ }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/egyptian-arabic'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const main = screen.getByRole('main');
    await waitFor(() => expect(document.activeElement).toBe(main));
    // Not back in the header: the next Tab goes on through the new page.
    expect(document.activeElement).not.toBe(toggle);
    expect(
      await within(main).findByRole('heading', {
        level: 1,
        name: 'Egyptian Arabic Translator',
      }),
    ).toBeTruthy();
    // The focus has stayed there once the page is on screen.
    expect(document.activeElement).toBe(main);
  });

  it('is French on French pages and closes with its close button', async () => {
    renderApp('/fr');
    const toggle = await screen.findByTestId('dialect-menu-toggle');
    expect(toggle.getAttribute('aria-label')).toBe('Dialectes arabes');
    fireEvent.click(toggle);

    const dialog = await screen.findByRole('dialog', {
      name: 'Dialectes Arabes',
    });
    expect(
      within(dialog)
        .getByRole('link', { name: /Arabe du Golfe/ })
        .getAttribute('href'),
    ).toBe('/fr/gulf-arabic');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it(
    'gives focus back to its button on Escape, on its close button and outside it',
    { timeout: 20_000 },
    async () => {
      renderApp('/about');
      const toggle = () => screen.getByTestId('dialect-menu-toggle');
      await screen.findByTestId('dialect-menu-toggle');

      /** Opens the menu from its focused button, as Enter does. */
      const open = async () => {
        act(() => toggle().focus());
        fireEvent.click(toggle());
        const dialog = await screen.findByRole('dialog', {
          name: 'Arabic Dialects',
        });
        await waitFor(() =>
          expect(dialog.contains(document.activeElement)).toBe(true),
        );
        return dialog;
      };
      const closed = async () => {
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(document.activeElement).toBe(toggle()));
      };

      let dialog = await open();
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await closed();

      dialog = await open();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await closed();

      dialog = await open();
      // Radix starts listening for outside presses just after opening; a press
      // dismisses once it has clicked.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const backdrop = dialog.closest('.rt-BaseDialogOverlay')!;
      fireEvent.pointerDown(backdrop);
      fireEvent.mouseDown(backdrop);
      fireEvent.pointerUp(backdrop);
      fireEvent.mouseUp(backdrop);
      fireEvent.click(backdrop);
      await closed();
    },
  );
});
