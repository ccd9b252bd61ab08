import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { jsonResponse, type stubFetch } from '../../../test/render-app';
import { TRANSLATE_DEBOUNCE_MS } from '../constants';

type FetchMock = ReturnType<typeof stubFetch>;

/** Lets the debounce timer fire and the answer arrive. */
export async function waitForTranslation() {
  await act(() => vi.advanceTimersByTimeAsync(TRANSLATE_DEBOUNCE_MS));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

export async function typeText(text: string) {
  const area = await screen.findByTestId('translator-source-text');
  fireEvent.change(area, { target: { value: text } });
  return area as HTMLTextAreaElement;
}

/** Opens a language select and lists its options' names. */
export async function openOptions(testId: string): Promise<string[]> {
  fireEvent.keyDown(await screen.findByTestId(testId), { key: 'Enter' });
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

export async function chooseOption(testId: string, name: string) {
  fireEvent.keyDown(await screen.findByTestId(testId), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name }));
}

/** How many requests went to `url` with `method`. */
export function requestsTo(fetchMock: FetchMock, url: string, method = 'GET') {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      String(input) === url && (init?.method ?? 'GET') === method,
  ).length;
}

/** Stands in for the browser's audio element. */
export function stubAudio({ fails = false } = {}) {
  const played: { src: string; volume: number; paused?: true }[] = [];
  class AudioStub {
    volume = 0.5;
    private entry?: (typeof played)[number];
    constructor(readonly src: string) {}
    play() {
      this.entry = { src: this.src, volume: this.volume };
      played.push(this.entry);
      return fails
        ? Promise.reject(new Error('NotAllowedError'))
        : Promise.resolve();
    }
    pause() {
      if (this.entry) this.entry.paused = true;
    }
  }
  vi.stubGlobal('Audio', AudioStub);
  return played;
}

/** A clipboard whose writes succeed, or fail. */
export function stubClipboard({ fails = false } = {}) {
  const writeText = vi.fn(() =>
    fails ? Promise.reject(new Error('denied')) : Promise.resolve(),
  );
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText },
    configurable: true,
  });
  return writeText;
}

export { jsonResponse };
