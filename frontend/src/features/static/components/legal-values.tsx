import { Link as ThemeLink } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { BRAND_NAME, SUPPORT_EMAIL } from '../../../config/brand';
import { useLocale } from '../../../i18n/use-locale';

/** Youngest age at which someone may hold an account. */
export const MINIMUM_AGE = 13;

/** How many days privacy requests take to answer at most. */
export const PRIVACY_RESPONSE_DAYS = 30;

/** When the privacy policy and the terms were last revised. */
export const LEGAL_LAST_UPDATED = '2025-01-01';

/** Placeholders both legal texts use: the brand, the support address, the contact form. */
export function useLegalValues(): Record<string, ReactNode> {
  const intl = useIntl();
  const locale = useLocale();
  return {
    brand: BRAND_NAME,
    age: MINIMUM_AGE,
    email: (
      <ThemeLink key="email" href={`mailto:${SUPPORT_EMAIL}`}>
        {SUPPORT_EMAIL}
      </ThemeLink>
    ),
    contactForm: (
      <ThemeLink key="contact-form" asChild>
        <Link to={paths.contact(locale)}>
          {intl.formatMessage({ id: 'legal.contactForm' })}
        </Link>
      </ThemeLink>
    ),
  };
}
