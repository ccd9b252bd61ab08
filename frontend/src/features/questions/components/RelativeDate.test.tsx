import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../test/messages';
import { CLOCK_TICK_MS } from '../hooks/use-clock-tick';
import { RelativeDate } from './RelativeDate';

describe('RelativeDate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** What each date on the page says. */
  const shown = () =>
    [...document.querySelectorAll('time')].map((t) => t.textContent);

  const show = (dates: string[], locale: 'en' | 'fr' = 'en') =>
    render(
      <IntlProvider locale={locale} messages={messages[locale]}>
        {dates.map((d) => (
          <RelativeDate key={d} value={d} />
        ))}
      </IntlProvider>,
    );

  it('moves on while the page stays open', () => {
    show(['2026-11-29T11:59:30Z', '2026-11-29T11:00:00Z']);
    expect(shown()).toEqual(['30 seconds ago', '1 hour ago']);
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(shown()).toEqual(['2 minutes ago', '1 hour ago']);
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(shown()).toEqual(['1 hour ago', '2 hours ago']);
  });

  it('runs one timer for every date on the page, and none once they are gone', () => {
    const page = show([
      '2026-11-29T11:59:00Z',
      '2026-11-29T11:58:00Z',
      '2026-11-29T11:57:00Z',
    ]);
    expect(vi.getTimerCount()).toBe(1);
    page.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says it in French and keeps the exact date in the title', () => {
    show(['2026-11-29T11:55:00Z'], 'fr');
    expect(shown()).toEqual(['il y a 5 minutes']);
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-11-29T11:55:00.000Z',
    );
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS * 4));
    expect(shown()).toEqual(['il y a 6 minutes']);
  });
});
