import { useLocation } from 'react-router';
import { getLocaleFromPath, type Locale } from './locale';

/** The interface locale, read from the current URL. */
export function useLocale(): Locale {
  return getLocaleFromPath(useLocation().pathname);
}
