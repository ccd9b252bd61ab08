import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const metaDescription = () =>
  document.head
    .querySelector('meta[name="description"]')
    ?.getAttribute('content');

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('about page', () => {
  it('shows every section, the figures and a way to join, in English', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });

    expect(sectionHeadings()).toEqual([
      'Our mission',
      'What we value',
      'Our story',
      'The community in numbers',
      'The team',
      'Start learning with the community',
    ]);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent),
    ).toEqual([
      'Native speakers first',
      'Every dialect counts',
      'Honest about AI',
      'Patience and respect',
      'Community moderators',
      'Language educators',
      'Product and engineering',
    ]);

    const stats = screen.getByTestId('about-stats');
    expect(
      ['learners', 'speakers', 'languages', 'answered'].map(
        (name) => within(stats).getByTestId(`about-stat-${name}`).textContent,
      ),
    ).toEqual([
      'Learners50,000+',
      'Native speakers25,000+',
      'Languages200+',
      'Questions answered1M+',
    ]);

    expect(
      screen
        .getByRole('link', { name: 'Join the community' })
        .getAttribute('href'),
    ).toBe('/auth');
    await waitFor(() =>
      expect(document.title).toBe('About Us | Dialect Community'),
    );
    expect(metaDescription()).toMatch(/^Dialect Community helps learners/);
  });

  it('is in French under /fr', async () => {
    renderApp('/fr/about');
    await screen.findByRole('heading', { level: 1, name: 'À propos de nous' });

    expect(sectionHeadings()).toEqual([
      'Notre mission',
      'Nos valeurs',
      'Notre histoire',
      'La communauté en chiffres',
      "L'équipe",
      'Apprenez avec la communauté',
    ]);
    expect(screen.getByTestId('about-stat-learners').textContent).toBe(
      'Apprenants50\u00a0000+',
    );
    expect(screen.getByTestId('about-stat-answered').textContent).toBe(
      'Questions résolues1\u00a0M+',
    );
    expect(
      screen
        .getByRole('link', { name: 'Rejoindre la communauté' })
        .getAttribute('href'),
    ).toBe('/fr/auth');
    await waitFor(() =>
      expect(document.title).toBe('À propos de nous | Dialect Community'),
    );
    expect(metaDescription()).toMatch(/^Dialect Community aide les apprenants/);
  });
});
