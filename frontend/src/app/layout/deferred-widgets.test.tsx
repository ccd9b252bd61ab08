import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import { createRef } from 'react';
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

function renderTrigger(onClick?: () => void) {
  const { AppProviders } = modules.providers;
  const { DeferredTooltip } = modules.widgets;
  render(
    <AppProviders>
      <DeferredTooltip content="Arabic dialects">
        <button type="button" onClick={onClick}>
          Dialects
        </button>
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

/**
 * Presses the trigger, then loads the tooltip's code and waits past the moment
 * it is taken up (the first idle moment): the pressed trigger is still the same.
 */
async function pressWhileLoading(trigger: () => HTMLElement) {
  const before = trigger();
  fireEvent.pointerDown(before);
  await act(async () => {
    await modules.widgets.layoutWidgets.load();
  });
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(trigger()).toBe(before);
  return before;
}

describe('DeferredTooltip', () => {
  it('keeps focus on the trigger when the tooltip code swaps it', async () => {
    const { trigger } = renderTrigger();
    const before = trigger();
    act(() => before.focus());
    await afterSwap(before, trigger);
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it("keeps the trigger's own ref on the element in the page across the swap", async () => {
    const { AppProviders } = modules.providers;
    const { DeferredTooltip } = modules.widgets;
    const ref = createRef<HTMLButtonElement>();
    render(
      <AppProviders>
        <DeferredTooltip content="Arabic dialects">
          <button type="button" ref={ref}>
            Dialects
          </button>
        </DeferredTooltip>
      </AppProviders>,
    );
    const trigger = () => screen.getByRole('button', { name: 'Dialects' });
    const before = trigger();
    expect(ref.current).toBe(before);
    await afterSwap(before, trigger);
    expect(ref.current).toBe(trigger());
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

  it('waits while the trigger is pressed, so the press still clicks', async () => {
    const onClick = vi.fn();
    const { trigger } = renderTrigger(onClick);
    const before = await pressWhileLoading(trigger);
    fireEvent.pointerUp(before);
    fireEvent.click(before);
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger()).not.toBe(before));
  });

  it('swaps once a press released elsewhere has ended', async () => {
    const { trigger } = renderTrigger();
    const before = await pressWhileLoading(trigger);
    fireEvent.pointerUp(document.body);
    await waitFor(() => expect(trigger()).not.toBe(before));
  });

  it('keeps the tooltip on the trigger while it is pressed afterwards', async () => {
    const onClick = vi.fn();
    const { trigger } = renderTrigger(onClick);
    await afterSwap(trigger(), trigger);
    const wrapped = trigger();
    fireEvent.pointerDown(wrapped);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trigger()).toBe(wrapped);
    fireEvent.pointerUp(wrapped);
    fireEvent.click(wrapped);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
