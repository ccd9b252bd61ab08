import { expect, test, type Page } from '@playwright/test';
import {
  CONTACT_LABELS,
  ContactPage,
  stubContactEndpoint,
  type ContactLocale,
} from '../pages/contact-page';

/** About, contact, privacy policy and terms of service, in both languages. */

const toast = (page: Page) => page.locator('li.toast');

/** The numbered headings of a legal text, in order. */
const numberedHeadings = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^\d+\. / });

const LEGAL = [
  {
    name: 'privacy policy',
    path: '/privacy',
    en: {
      title: 'Privacy Policy',
      updated: 'Last updated: January 2025',
      contents: 'Contents',
      sections: [
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
      ],
    },
    fr: {
      title: 'Politique de confidentialité',
      updated: 'Dernière mise à jour : janvier 2025',
      contents: 'Sommaire',
      sections: [
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
      ],
    },
  },
  {
    name: 'terms of service',
    path: '/terms',
    en: {
      title: 'Terms of Service',
      updated: 'Last updated: January 2025',
      contents: 'Contents',
      sections: [
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
      ],
    },
    fr: {
      title: "Conditions d'utilisation",
      updated: 'Dernière mise à jour : janvier 2025',
      contents: 'Sommaire',
      sections: [
        '1. Acceptation des conditions',
        '2. Description du service',
        '3. Comptes utilisateurs',
        '4. Contenus des utilisateurs',
        '5. Règles de la communauté',
        '6. Propriété intellectuelle',
        '7. Confidentialité',
        '8. Activités interdites',
        '9. Résiliation',
        '10. Exclusion de garantie et limitation de responsabilité',
        '11. Indemnisation',
        '12. Droit applicable',
        '13. Contact',
      ],
    },
  },
] as const;

const ABOUT = {
  en: {
    title: 'About Us',
    sections: [
      'Our mission',
      'What we value',
      'Our story',
      'The community in numbers',
      'The team',
      'Start learning with the community',
    ],
    stats: ['50,000+', '25,000+', '200+', '1M+'],
    join: 'Join the community',
  },
  fr: {
    title: 'À propos de nous',
    sections: [
      'Notre mission',
      'Nos valeurs',
      'Notre histoire',
      'La communauté en chiffres',
      "L'équipe",
      'Apprenez avec la communauté',
    ],
    stats: ['50\u00a0000+', '25\u00a0000+', '200+', '1\u00a0M+'],
    join: 'Rejoindre la communauté',
  },
} as const;

const prefix = (locale: ContactLocale) => (locale === 'fr' ? '/fr' : '');

/** True when the page is no wider than the window (no sideways scrolling). */
const fitsWidth = (page: Page) =>
  page.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth,
  );

for (const locale of ['en', 'fr'] as const) {
  test.describe(`static pages (${locale})`, () => {
    test('about shows its sections, figures and a way to join', async ({
      page,
    }) => {
      const about = ABOUT[locale];
      await page.goto(`${prefix(locale)}/about`);
      await expect(
        page.getByRole('heading', { level: 1, name: about.title }),
      ).toBeVisible();
      await expect(page).toHaveTitle(`${about.title} | Dialect Community`);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 2 }),
      ).toHaveText([...about.sections]);
      await expect(page.getByTestId('about-stats').locator('dd')).toHaveText([
        ...about.stats,
      ]);

      await page.getByRole('link', { name: about.join }).click();
      await expect(page).toHaveURL(`${prefix(locale)}/auth`);
    });

    for (const doc of LEGAL) {
      test(`the ${doc.name} has its date and numbered sections`, async ({
        page,
      }) => {
        const text = doc[locale];
        await page.goto(`${prefix(locale)}${doc.path}`);
        await expect(
          page.getByRole('heading', { level: 1, name: text.title }),
        ).toBeVisible();
        await expect(page).toHaveTitle(`${text.title} | Dialect Community`);
        await expect(page.getByTestId('legal-last-updated')).toHaveText(
          text.updated,
        );
        await expect(numberedHeadings(page)).toHaveText([...text.sections]);

        // The contents lead to a section.
        const last = text.sections[text.sections.length - 1];
        await page
          .getByRole('navigation', { name: text.contents })
          .getByRole('link', { name: last })
          .click();
        await expect(page).toHaveURL(/#[a-z-]+-contact$/);
        await expect(
          page.getByRole('heading', { level: 2, name: last }),
        ).toBeInViewport();
      });
    }

    test('contact shows the form, the details and the hours', async ({
      page,
    }) => {
      const contact = new ContactPage(page, locale);
      await contact.goto();
      await expect(page).toHaveTitle(
        `${contact.labels.title} | Dialect Community`,
      );
      await expect(page.getByTestId('contact-info')).toContainText(
        'support@dialectcommunity.app',
      );
      await expect(page.getByTestId('contact-hours')).toContainText(
        locale === 'fr' ? '9 h 00 – 18 h 00' : '9:00 AM – 6:00 PM',
      );
    });

    test('contact explains what is wrong and sends nothing', async ({
      page,
    }) => {
      const sent = await stubContactEndpoint(page);
      const contact = new ContactPage(page, locale);
      await contact.goto();
      await contact.fill({
        name: 'L',
        email: 'layla@',
        subject: 'Hi',
        message: 'Too short',
      });
      await contact.submit();

      for (const error of CONTACT_LABELS[locale].errors) {
        await expect(
          contact.form.getByText(error, { exact: true }),
        ).toBeVisible();
      }
      await expect(contact.field('name')).toBeFocused();
      expect(sent).toEqual([]);
    });

    test('contact confirms a sent message and clears the form', async ({
      page,
    }) => {
      const sent = await stubContactEndpoint(page);
      const contact = new ContactPage(page, locale);
      const message = {
        name: 'Layla Haddad',
        email: 'layla@example.com',
        subject: 'Darija resources',
        message: 'Which books would you recommend for Moroccan Darija?',
      };
      await contact.goto();
      await contact.fill(message);
      await contact.submit();

      await expect(toast(page)).toContainText(contact.labels.sentTitle);
      await expect(toast(page)).toContainText(contact.labels.sentDescription);
      for (const field of ['name', 'email', 'subject', 'message'] as const) {
        await expect(contact.field(field)).toHaveValue('');
      }
      expect(sent).toEqual([message]);
    });
  });
}

test.describe('static pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/fr/about',
    '/fr/contact',
    '/fr/privacy',
    '/fr/terms',
  ]) {
    test(`${path} fits 390 px without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);
    });
  }
});
