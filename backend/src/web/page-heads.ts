import { cleanClientPath, isClientRoute } from './client-routes';
import type { PageHead, PageLinks } from './client-app';

const SITE = 'Dialect Community';

/**
 * Titles and descriptions of the static pages, as the client shows them
 * (frontend/src/i18n/messages: `<page>.title` and `<page>.meta.description`;
 * a test keeps the two equal), so crawlers read them in the first HTML.
 */
const STATIC_HEADS: Record<
  string,
  Record<'en' | 'fr', { title: string; description: string }>
> = {
  '/about': {
    en: {
      title: 'About Us',
      description:
        'Dialect Community helps learners of Moroccan Darija, Egyptian, Levantine, Gulf, Iraqi and Modern Standard Arabic get answers from native speakers, teachers and an AI assistant.',
    },
    fr: {
      title: 'À propos de nous',
      description:
        "Dialect Community aide les apprenants de la darija marocaine, de l'arabe égyptien, levantin, du Golfe, irakien et de l'arabe standard moderne à obtenir des réponses de locuteurs natifs, d'enseignants et d'un assistant IA.",
    },
  },
  '/contact': {
    en: {
      title: 'Contact Us',
      description:
        'Contact the Dialect Community team: send a message about the community, the translator or your account, or find our e-mail address, phone number and business hours.',
    },
    fr: {
      title: 'Contactez-nous',
      description:
        "Contactez l'équipe de Dialect Community : envoyez un message sur la communauté, le traducteur ou votre compte, ou retrouvez notre adresse e-mail, notre numéro de téléphone et nos horaires.",
    },
  },
  '/plans': {
    en: {
      title: 'Plans',
      description:
        'How many translations a day and how long a text each Dialect Community plan gives, which engines it includes, and how to upgrade.',
    },
    fr: {
      title: 'Formules',
      description:
        'Combien de traductions par jour et quelle longueur de texte chaque formule de Dialect Community permet, quels moteurs elle comprend, et comment changer de formule.',
    },
  },
  '/privacy': {
    en: {
      title: 'Privacy Policy',
      description:
        'How Dialect Community collects, uses, shares and protects your personal information, and the rights you have over it.',
    },
    fr: {
      title: 'Politique de confidentialité',
      description:
        'Comment Dialect Community collecte, utilise, partage et protège vos données personnelles, et les droits dont vous disposez.',
    },
  },
  '/terms': {
    en: {
      title: 'Terms of Service',
      description:
        'The rules for using Dialect Community: accounts, the content you post, community guidelines, the translator and the AI assistant.',
    },
    fr: {
      title: "Conditions d'utilisation",
      description:
        "Les règles d'utilisation de Dialect Community : comptes, contenus publiés, règles de la communauté, traducteur et assistant IA.",
    },
  },
};

export const STATIC_PAGE_HEADS = STATIC_HEADS;

function localeOf(pathname: string): 'en' | 'fr' {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

/**
 * The description of a French page that has none of its own (home, sign-in,
 * a missing page): index.html's, which is English, in French.
 */
const FRENCH_DESCRIPTION =
  "Communauté d'apprentissage des langues : posez vos questions, obtenez des réponses de locuteurs natifs et traduisez vers les dialectes arabes.";

/**
 * The head of a French page with no head of its own, so its first HTML does
 * not describe it in English; undefined for English pages (index.html's).
 */
export function defaultPageHead(pathname: string): PageHead | undefined {
  if (localeOf(pathname) !== 'fr') return undefined;
  return { title: SITE, description: FRENCH_DESCRIPTION };
}

/** The home page's title, as the client's `nav.home` says it (a test keeps the two equal). */
export const HOME_TITLES = { en: 'Home', fr: 'Accueil' } as const;

/**
 * The head of the home page (`/`, `/fr`, with any query), titled as the client
 * titles the list it shows first, so the tab's title does not change once the
 * page has loaded; a search or a language sets its own title in the client.
 */
export function homePageHead(pathname: string): PageHead | undefined {
  if (cleanClientPath(pathname) !== '/') return undefined;
  const locale = localeOf(pathname);
  return {
    title: `${HOME_TITLES[locale]} | ${SITE}`,
    // English keeps index.html's.
    ...(locale === 'fr' ? { description: FRENCH_DESCRIPTION } : {}),
  };
}

/** The head of a static page (About, Contact, Privacy, Terms), or undefined. */
export function staticPageHead(pathname: string): PageHead | undefined {
  const page = STATIC_HEADS[cleanClientPath(pathname)];
  if (!page) return undefined;
  const { title, description } = page[localeOf(pathname)];
  return { title: `${title} | ${SITE}`, description };
}

/**
 * Canonical and hreflang links of a client page: every page exists in both
 * locales, except a question page, which lives in its own locale only.
 */
export function pageLinks(pathname: string): PageLinks | undefined {
  if (!isClientRoute(pathname)) return undefined;
  // A question's id without leading zeros: /question/007 is /question/7.
  const clean = cleanClientPath(pathname).replace(
    /^(\/question\/)0+(?=\d)/,
    '$1',
  );
  const french = clean === '/' ? '/fr' : `/fr${clean}`;
  const canonical = localeOf(pathname) === 'fr' ? french : clean;
  if (clean.startsWith('/question/')) return { canonical };
  return { canonical, alternates: { en: clean, fr: french } };
}
