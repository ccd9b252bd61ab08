import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

describe('404 page', () => {
  it.each(['/some/unknown/path', '/french', '/de/x', '/question/1/extra'])(
    'renders for %s in English',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Page Not Found',
        }),
      ).toBeTruthy();
      expect(
        screen.getByText('Did you forget to add the page to the router?'),
      ).toBeTruthy();
      expect(document.documentElement.lang).toBe('en');
      await waitFor(() =>
        expect(document.title).toBe('Page Not Found | Dialect Community'),
      );
    },
  );

  it.each(['/fr/nope', '/fr/some/unknown/path'])(
    'renders for %s in French',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Page introuvable',
        }),
      ).toBeTruthy();
      expect(
        screen.getByText("Avez-vous oublié d'ajouter la page au routeur ?"),
      ).toBeTruthy();
      await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
      expect(
        screen
          .getByRole('link', { name: "Retour à l'accueil" })
          .getAttribute('href'),
      ).toBe('/fr');
    },
  );
});

describe('route table', () => {
  const pages: [string, string, string][] = [
    [
      '/',
      'Language Learning Q&A Community',
      'Communauté de questions-réponses pour apprendre les langues',
    ],
    [
      '/auth',
      'Welcome to Dialect Community',
      'Bienvenue sur Dialect Community',
    ],
    ['/question/3', 'Question not found', 'Question introuvable'],
    ['/question/', 'Question not found', 'Question introuvable'],
    ['/ask', 'Ask a Question', 'Poser une question'],
    ['/admin', 'Admin Panel', "Panneau d'administration"],
    ['/users', 'Community Members', 'Membres de la communauté'],
    ['/about', 'About Us', 'À propos de nous'],
    ['/contact', 'Contact Us', 'Contactez-nous'],
    ['/privacy', 'Privacy Policy', 'Politique de confidentialité'],
    ['/terms', 'Terms of Service', "Conditions d'utilisation"],
    [
      '/translator',
      'Arabic Dialect Translator',
      'Traducteur de dialectes arabes',
    ],
    [
      '/moroccan-darija',
      'Moroccan Darija Translator',
      'Traducteur darija marocaine',
    ],
    [
      '/egyptian-arabic',
      'Egyptian Arabic Translator',
      'Traducteur arabe égyptien',
    ],
    [
      '/levantine-arabic',
      'Levantine Arabic Translator',
      'Traducteur arabe levantin',
    ],
    ['/gulf-arabic', 'Gulf Arabic Translator', 'Traducteur arabe du Golfe'],
    ['/iraqi-arabic', 'Iraqi Arabic Translator', 'Traducteur arabe irakien'],
    [
      '/standard-arabic',
      'Modern Standard Arabic Translator',
      'Traducteur arabe standard',
    ],
  ];

  it.each(pages)(
    '%s has its page in English and French',
    async (path, en, fr) => {
      const english = renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: en }),
      ).toBeTruthy();
      expect(document.documentElement.lang).toBe('en');
      english.unmount();

      renderApp(path === '/' ? '/fr' : `/fr${path}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: fr }),
      ).toBeTruthy();
      await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    },
  );

  it('accepts a trailing slash on the French home', async () => {
    renderApp('/fr/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Communauté de questions-réponses pour apprendre les langues',
      }),
    ).toBeTruthy();
  });

  it('renders Arabic names right to left', async () => {
    renderApp('/egyptian-arabic');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Egyptian Arabic Translator',
    });
    const arabic = screen.getByText('العامية المصرية');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
  });
});

describe('footer', () => {
  it('links the static pages, the sitemap and support in the page locale', async () => {
    renderApp('/fr');
    const footer = await screen.findByTestId('site-footer');
    const href = (name: string) =>
      footer.querySelector(`a[href="${name}"]`)?.textContent ?? null;
    expect(href('/fr/about')).toBe('À propos');
    expect(href('/fr/contact')).toBe('Contact');
    expect(href('/fr/users')).toBe('Communauté');
    expect(href('/fr/privacy')).toBe('Politique de confidentialité');
    expect(href('/fr/terms')).toBe("Conditions d'utilisation");
    expect(href('/sitemap.xml')).toBe('Plan du site');
    expect(href('mailto:support@dialectcommunity.app')).toBe(
      'support@dialectcommunity.app',
    );
    expect(footer.textContent).toContain(
      `© ${new Date().getFullYear()} Dialect Community`,
    );
  });
});

describe('scroll position', () => {
  it('opens a new page at its top, and Back returns to where the page was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    // The reader scrolls down the page, then follows a link.
    Object.defineProperty(window, 'scrollY', {
      value: 1800,
      configurable: true,
    });
    window.dispatchEvent(new Event('scroll'));
    scrollTo.mockClear();
    await act(() => router.navigate('/terms'));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1800));
    scrollTo.mockRestore();
  });
});
