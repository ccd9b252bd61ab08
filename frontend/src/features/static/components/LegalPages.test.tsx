import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const metaDescription = () =>
  document.head
    .querySelector('meta[name="description"]')
    ?.getAttribute('content');

/** The numbered section headings of the document, in order. */
function sectionHeadings(testId: string) {
  return within(screen.getByTestId(testId))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((text) => /^\d+\. /.test(text ?? ''));
}

/** Where each entry of the contents leads. */
function contents(testId: string) {
  return within(within(screen.getByTestId(testId)).getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('privacy policy', () => {
  it('has its date, introduction and ten numbered sections in English', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    expect(screen.getByTestId('legal-last-updated').textContent).toBe(
      'Last updated: January 2025',
    );
    expect(sectionHeadings('privacy-policy')).toEqual([
      '1. Information we collect',
      '2. How we use your information',
      '3. How we share information',
      '4. Data security',
      '5. Your rights',
      '6. Cookies',
      '7. International data transfers',
      "8. Children's privacy",
      '9. Changes to this policy',
      '10. Contact us',
    ]);
    // The contents lead to each section.
    const links = contents('privacy-policy');
    expect(links).toHaveLength(10);
    expect(links[5]).toEqual(['6. Cookies', '#privacy-cookies']);
    expect(document.getElementById('privacy-cookies')?.textContent).toContain(
      'named “__Host-sid”',
    );

    const children = document.getElementById('privacy-children');
    expect(children?.textContent).toContain('children under 13');
    const contact = document.getElementById('privacy-contact')!;
    expect(contact.textContent).toContain(
      'We answer privacy inquiries within 30 days.',
    );
    expect(
      within(contact)
        .getByRole('link', { name: 'support@dialectcommunity.app' })
        .getAttribute('href'),
    ).toBe('mailto:support@dialectcommunity.app');
    expect(
      within(contact)
        .getByRole('link', { name: 'contact form' })
        .getAttribute('href'),
    ).toBe('/contact');
    expect(document.getElementById('privacy-sharing')?.textContent).toContain(
      'OpenAI and Google (Gemini)',
    );

    await waitFor(() =>
      expect(document.title).toBe('Privacy Policy | Dialect Community'),
    );
    expect(metaDescription()).toMatch(/^How Dialect Community collects/);
  });

  it('is in French under /fr', async () => {
    renderApp('/fr/privacy');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Politique de confidentialité',
    });
    expect(screen.getByTestId('legal-last-updated').textContent).toBe(
      'Dernière mise à jour : janvier 2025',
    );
    expect(sectionHeadings('privacy-policy')).toEqual([
      '1. Informations que nous collectons',
      '2. Utilisation de vos informations',
      '3. Partage des informations',
      '4. Sécurité des données',
      '5. Vos droits',
      '6. Cookies',
      '7. Transferts internationaux de données',
      '8. Protection des enfants',
      '9. Modifications de cette politique',
      '10. Nous contacter',
    ]);
    const contact = document.getElementById('privacy-contact')!;
    expect(contact.textContent).toContain('dans un délai de 30 jours');
    expect(
      within(contact)
        .getByRole('link', { name: 'formulaire de contact' })
        .getAttribute('href'),
    ).toBe('/fr/contact');
    await waitFor(() =>
      expect(document.title).toBe(
        'Politique de confidentialité | Dialect Community',
      ),
    );
    expect(metaDescription()).toMatch(/^Comment Dialect Community collecte/);
  });
});

describe('terms of service', () => {
  it('has thirteen numbered sections in English', async () => {
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    expect(screen.getByTestId('legal-last-updated').textContent).toBe(
      'Last updated: January 2025',
    );
    expect(sectionHeadings('terms-of-service')).toEqual([
      '1. Acceptance of terms',
      '2. Description of the service',
      '3. User accounts',
      '4. User content',
      '5. Community guidelines',
      '6. Intellectual property',
      '7. Privacy',
      '8. Prohibited activities',
      '9. Termination',
      '10. Disclaimers and limitation of liability',
      '11. Indemnification',
      '12. Governing law',
      '13. Contact',
    ]);
    expect(contents('terms-of-service')).toHaveLength(13);
    expect(document.getElementById('terms-accounts')?.textContent).toContain(
      'You must be at least 13 years old',
    );
    expect(screen.getByTestId('jurisdiction-placeholder').textContent).toBe(
      '[jurisdiction to be confirmed]',
    );
    expect(
      within(document.getElementById('terms-privacy')!)
        .getByRole('link', { name: 'Privacy Policy' })
        .getAttribute('href'),
    ).toBe('/privacy');
    await waitFor(() =>
      expect(document.title).toBe('Terms of Service | Dialect Community'),
    );
    expect(metaDescription()).toMatch(/^The rules for using Dialect Community/);
  });

  it('is in French under /fr', async () => {
    renderApp('/fr/terms');
    await screen.findByRole('heading', {
      level: 1,
      name: "Conditions d'utilisation",
    });
    const headings = sectionHeadings('terms-of-service');
    expect(headings).toHaveLength(13);
    expect(headings[0]).toBe('1. Acceptation des conditions');
    expect(headings[11]).toBe('12. Droit applicable');
    expect(document.getElementById('terms-accounts')?.textContent).toContain(
      'au moins 13 ans',
    );
    expect(screen.getByTestId('jurisdiction-placeholder').textContent).toBe(
      '[juridiction à préciser]',
    );
    expect(
      within(document.getElementById('terms-privacy')!)
        .getByRole('link', { name: 'politique de confidentialité' })
        .getAttribute('href'),
    ).toBe('/fr/privacy');
  });
});
