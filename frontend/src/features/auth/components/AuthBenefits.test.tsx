import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, testUser } from '../../../test/render-app';

const assistantSays = (enabled: boolean) => (url: string) =>
  url === '/api/assistant' ? jsonResponse({ enabled }) : undefined;

describe('what the sign-in and ask pages promise of the AI assistant', () => {
  it('promises its answers on the sign-in page where it answers', async () => {
    renderApp('/auth', { handler: assistantSays(true) });
    expect(await screen.findByText('AI assistant answers')).toBeTruthy();
    expect(screen.queryByText('The best answers first')).toBeNull();
  });

  it('promises no AI answers on the sign-in page of a site without an assistant', async () => {
    renderApp('/fr/auth', { handler: assistantSays(false) });
    expect(
      await screen.findByText("Les meilleures réponses d'abord"),
    ).toBeTruthy();
    expect(screen.queryByText("Réponses de l'assistant IA")).toBeNull();
    const benefits = document.querySelector('.auth-benefits');
    expect(benefits?.textContent).not.toMatch(/IA/);
  });

  it('says on the ask page who will answer: with the assistant only where it answers', async () => {
    const { unmount } = renderApp('/ask', {
      user: testUser,
      handler: assistantSays(false),
    });
    expect(
      await screen.findByText(
        'Native speakers and language experts will answer.',
      ),
    ).toBeTruthy();
    unmount();
    renderApp('/ask', { user: testUser, handler: assistantSays(true) });
    await waitFor(() =>
      expect(
        screen.getByText(
          'Native speakers, language experts and our AI assistant will answer.',
        ),
      ).toBeTruthy(),
    );
  });
});
