import { useEffect } from 'react';

export type DocumentMeta = {
  /** `<meta name="description">` */
  description: string;
  /** `<meta name="keywords">` */
  keywords?: string;
};

/**
 * Sets `<meta name>` tags in `document.head` while the page is shown; on leaving, each
 * tag gets its previous content back (or is removed if the page added it).
 */
function useMetaTag(name: string, content: string | undefined): void {
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
      if (created) current.remove();
      else if (previous !== null) current.setAttribute('content', previous);
    };
  }, [name, content]);
}

/** The page's description and keywords for search engines and link previews. */
export function useDocumentMeta({ description, keywords }: DocumentMeta): void {
  useMetaTag('description', description);
  useMetaTag('keywords', keywords);
}
