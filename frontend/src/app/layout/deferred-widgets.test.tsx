import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The tooltip's code is loaded once per page: each test starts from a fresh page. */
let modules: {
  widgets: typeof import('./deferred-widgets');
  providers: typeof import('../AppProviders');
};

beforeEach(async () => {
  vi.resetModules();
  modules = {
    widgets: await import('./deferred-widgets'),
    providers: await import('../AppProviders'),
  };
});

function renderTrigger() {
  const { AppProviders } = modules.providers;
  const { DeferredTooltip } = modules.widgets;
  render(
    <AppProviders>
      <DeferredTooltip content="Arabic dialects">
        <button type="button">Dialects</button>
      </DeferredTooltip>
      <input aria-label="Elsewhere" />
    </AppProviders>,
  );
  return {
    trigger: () => screen.getByRole('button', { name: 'Dialects' }),
    elsewhere: () => screen.getByRole('textbox', { name: 'Elsewhere' }),
  };
}

/** Waits until the tooltip's code has loaded and wrapped the trigger (a new element). */
async function afterSwap(before: HTMLElement, trigger: () => HTMLElement) {
  await act(async () => {
    await modules.widgets.layoutWidgets.load();
  });
  await waitFor(() => expect(trigger()).not.toBe(before));
}

describe('DeferredTooltip', () => {
  it('keeps focus on the trigger when the tooltip code swaps it', async () => {
    const { trigger } = renderTrigger();
    const before = trigger();
    act(() => before.focus());
    await afterSwap(before, trigger);
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('leaves focus where it went meanwhile, as in a dialog the trigger opened', async () => {
    const { trigger, elsewhere } = renderTrigger();
    const before = trigger();
    act(() => before.focus());
    act(() => elsewhere().focus());
    await afterSwap(before, trigger);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(elsewhere());
  });
});
