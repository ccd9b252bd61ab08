import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, testUser } from '../../../test/render-app';
import type { Plans } from '../api/get-plans';

/** What the server answers with its configuration (here, other than the defaults). */
const PLANS: Plans = {
  plans: [
    {
      plan: 'free',
      translationsPerDay: 40,
      charactersPerTranslation: 300,
      advancedMode: false,
    },
    {
      plan: 'basic',
      translationsPerDay: 400,
      charactersPerTranslation: 4000,
      advancedMode: true,
    },
    {
      plan: 'pro',
      translationsPerDay: 4000,
      charactersPerTranslation: 4000,
      advancedMode: true,
    },
  ],
  guestTranslationsPerDay: 8,
  aiAnswersPerDay: 15,
  speechMaxCharacters: 900,
};

const plansApi = (url: string) =>
  url === '/api/translator/plans' ? jsonResponse(PLANS) : undefined;

describe('plans page', () => {
  it("shows each plan with the server's limits and how to upgrade", async () => {
    renderApp('/plans', { user: testUser, handler: plansApi });
    const free = await screen.findByTestId('plan-free');
    expect(
      within(free).getByRole('heading', { level: 2, name: 'Free' }),
    ).toBeTruthy();
    expect(free.textContent).toContain('40 translations per day');
    expect(free.textContent).toContain('Up to 300 characters per translation');
    expect(free.textContent).toContain('Standard engine only');
    expect(free.textContent).toContain('Your plan');
    const pro = screen.getByTestId('plan-pro');
    expect(pro.textContent).toContain('4,000 translations per day');
    expect(pro.textContent).toContain('Advanced mode (Gemini)');
    expect(pro.textContent).not.toContain('Your plan');
    expect(screen.getByText(/answers up to 15 of your questions/)).toBeTruthy();
    expect(screen.getByText(/Without an account: 8 translations/)).toBeTruthy();
    expect(screen.getByTestId('plans-contact').getAttribute('href')).toBe(
      '/contact',
    );
    expect(document.title).toContain('Plans');
    expect(
      document.head
        .querySelector('meta[name="description"]')
        ?.getAttribute('content'),
    ).toMatch(/^How many translations a day/);
  });

  it('reads in French', async () => {
    renderApp('/fr/plans', { handler: plansApi });
    const basic = await screen.findByTestId('plan-basic');
    expect(basic.textContent).toContain('400 traductions par jour');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Formules' }),
    ).toBeTruthy();
    expect(screen.getByTestId('plans-contact').getAttribute('href')).toBe(
      '/fr/contact',
    );
    expect(
      document.head
        .querySelector('meta[name="description"]')
        ?.getAttribute('content'),
    ).toMatch(/^Combien de traductions par jour/);
  });
});
