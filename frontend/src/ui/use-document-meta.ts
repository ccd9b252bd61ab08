import { useEffect } from 'react';
import { useIntl } from 'react-intl';

export type DocumentMeta = {
  /** `<meta name="description">` */
  description: string;
  /** `<meta name="keywords">` */
  keywords?: string;
};

/**
 * Sets `<meta name>` tags in `document.head` while the page is shown; on leaving, each
 * tag gets `fallback` (the site's own description), else its previous content
 * back, or is removed if the page added it. The previous content may be
 * another page's: the server describes the first page loaded, whichever it is.
 */
function useMetaTag(
  name: string,
  content: string | undefined,
  fallback?: string,
): void {
  useEffect(() => {
    if (content === undefined) return undefined;
    let tag = document.head.querySelector<HTMLMetaElement>(
      `meta[name="${name}"]`,
    );
    const previous = tag?.getAttribute('content') ?? null;
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute('name', name);
      document.head.appendChild(tag);
    }
    tag.setAttribute('content', content);
    const current = tag;
    return () => {
      if (fallback !== undefined) current.setAttribute('content', fallback);
      else if (created) current.remove();
      else if (previous !== null) current.setAttribute('content', previous);
    };
  }, [name, content, fallback]);
}

/** The page's description and keywords for search engines and link previews. */
export function useDocumentMeta({ description, keywords }: DocumentMeta): void {
  const intl = useIntl();
  useMetaTag(
    'description',
    description,
    intl.formatMessage({ id: 'document.description' }),
  );
  useMetaTag('keywords', keywords);
}
