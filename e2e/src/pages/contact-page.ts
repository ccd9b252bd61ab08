import { expect, type Page, type Route } from '@playwright/test';
import { waitForApp } from '../support/first-frame';

/** English and French labels of the contact form and its messages. */
export const CONTACT_LABELS = {
  en: {
    path: '/contact',
    title: 'Contact Us',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send message',
    errors: [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Message must be at least 20 characters',
    ],
    sentTitle: 'Message sent',
    sentDescription:
      "Your message has been sent successfully. We'll get back to you soon.",
  },
  fr: {
    path: '/fr/contact',
    title: 'Contactez-nous',
    name: 'Nom',
    email: 'E-mail',
    subject: 'Objet',
    message: 'Message',
    submit: 'Envoyer le message',
    errors: [
      'Le nom doit contenir au moins 2 caractères',
      'Veuillez saisir une adresse e-mail valide',
      "L'objet doit contenir au moins 5 caractères",
      'Le message doit contenir au moins 20 caractères',
    ],
    sentTitle: 'Message envoyé',
    sentDescription:
      'Votre message a bien été envoyé. Nous vous répondrons très vite.',
  },
} as const;

export type ContactLocale = keyof typeof CONTACT_LABELS;

export type ContactMessage = {
  name: string;
  email: string;
  subject: string;
  message: string;
};

/** The /contact page and its message form. */
export class ContactPage {
  readonly labels: (typeof CONTACT_LABELS)[ContactLocale];

  constructor(
    private readonly page: Page,
    locale: ContactLocale = 'en',
  ) {
    this.labels = CONTACT_LABELS[locale];
  }

  get form() {
    return this.page.getByTestId('contact-form');
  }

  async goto() {
    await this.page.goto(this.labels.path);
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.labels.title }),
    ).toBeVisible();
    await waitForApp(this.page);
  }

  async fill(message: ContactMessage) {
    const l = this.labels;
    await this.form.getByLabel(l.name, { exact: true }).fill(message.name);
    await this.form.getByLabel(l.email, { exact: true }).fill(message.email);
    await this.form
      .getByLabel(l.subject, { exact: true })
      .fill(message.subject);
    await this.form
      .getByLabel(l.message, { exact: true })
      .fill(message.message);
  }

  async submit() {
    await this.form
      .getByRole('button', { name: this.labels.submit, exact: true })
      .click();
  }

  field(name: keyof ContactMessage) {
    return this.form.getByLabel(this.labels[name], { exact: true });
  }
}

/**
 * Answers `POST /contact` in the browser with 201 `{"id":1}` and records the bodies sent;
 * page loads of /contact go to the server as usual.
 */
export async function stubContactEndpoint(page: Page) {
  const sent: unknown[] = [];
  await page.route('**/contact', async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    sent.push(request.postDataJSON());
    return route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ id: 1 }),
    });
  });
  return sent;
}
