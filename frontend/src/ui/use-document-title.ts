import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { BRAND_NAME } from '../config/brand';

/** Sets the browser tab title to `<page> | <brand>` while the page is shown. */
export function useDocumentTitle(page: string): void {
  const intl = useIntl();
  const title = intl.formatMessage(
    { id: 'document.title' },
    { page, brand: BRAND_NAME },
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}
