import { Theme } from '@radix-ui/themes';
import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messages } from '../test/messages';
import { DeferredLanguageSelect } from './DeferredLanguageSelect';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <IntlProvider locale="en" messages={messages.en}>
      <Theme>
        <DeferredLanguageSelect
          ariaLabel="Language"
          allLabel="All languages"
          value={value}
          onChange={setValue}
          testId="filter"
        />
        <output data-testid="chosen">{value}</output>
      </Theme>
    </IntlProvider>
  );
}

/** Lets the browser be idle long enough for the deferred code to load. */
async function idle() {
  await import('./LanguageSelect');
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
}

describe('DeferredLanguageSelect', () => {
  it('keeps its light trigger once the code has loaded, until it is used', async () => {
    render(<Harness />);
    const standIn = screen.getByTestId('filter');
    await idle();
    // Radix's select renders all thirteen options even while closed: the page
    // is not made to build them for a control nobody has touched.
    expect(screen.getByTestId('filter')).toBe(standIn);
    expect(standIn.textContent).toBe('All languages');

    act(() => standIn.focus());
    await waitFor(() => expect(screen.getByTestId('filter')).not.toBe(standIn));
    const select = screen.getByTestId('filter');
    expect(document.activeElement).toBe(select);
    expect(select.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on a first Enter, then chooses', async () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByTestId('filter'), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Japanese' }));
    await waitFor(() =>
      expect(screen.getByTestId('chosen').textContent).toBe('ja'),
    );
  });
});
