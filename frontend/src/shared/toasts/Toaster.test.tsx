import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messages } from '../../test/messages';
import { Toaster } from './Toaster';
import { useToast } from './use-toast';

let showToast: ReturnType<typeof useToast>['toast'] = () => {
  throw new Error('not mounted');
};

/** Hands the hook's toast function to the test once mounted. */
function Capture() {
  const { toast } = useToast();
  useEffect(() => {
    showToast = toast;
  }, [toast]);
  return null;
}

function renderToaster() {
  return render(
    <JotaiProvider>
      <IntlProvider locale="en" messages={messages.en}>
        <Capture />
        <Toaster />
      </IntlProvider>
    </JotaiProvider>,
  );
}

describe('toasts', () => {
  it('shows one toast at a time, the newest replacing the older', async () => {
    renderToaster();
    act(() => {
      showToast({ title: 'Question posted!', description: 'First' });
    });
    expect(await screen.findByText('Question posted!')).toBeTruthy();

    act(() => {
      showToast({ title: 'Copied!', description: 'Text copied to clipboard' });
    });
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(screen.queryByText('Question posted!')).toBeNull();
  });

  it('marks destructive toasts and closes on the close button', async () => {
    renderToaster();
    act(() => {
      showToast({
        title: 'Translation Error',
        description: 'Failed to translate text',
        variant: 'destructive',
      });
    });
    const title = await screen.findByText('Translation Error');
    const toast = title.closest('[data-variant]');
    expect(toast?.getAttribute('data-variant')).toBe('destructive');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByText('Translation Error')).toBeNull(),
    );
  });
});
