import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../test/messages';
import { OfflineNotice } from './OfflineNotice';

/** Sets what the browser reports and tells the page, as a lost or found connection does. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('offline notice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says so while the browser is offline, in the page language, and goes away when it is back', () => {
    render(
      <IntlProvider locale="fr" messages={messages.fr}>
        <OfflineNotice />
      </IntlProvider>,
    );
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('');

    goOnline(false);
    expect(notice.textContent).toBe(
      'Vous êtes hors ligne. Ce que vous envoyez attend et partira dès le retour de la connexion.',
    );
    // The same live region: it is announced as the text appears.
    expect(screen.getByRole('status')).toBe(notice);

    goOnline(true);
    expect(notice.textContent).toBe('');
  });

  it('shows at once when the page starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <IntlProvider locale="en" messages={messages.en}>
        <OfflineNotice />
      </IntlProvider>,
    );
    expect(screen.getByTestId('offline-notice').textContent).toBe(
      'You are offline. What you send waits and goes out once the connection is back.',
    );
  });
});
