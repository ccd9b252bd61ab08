import {
  Container,
  Flex,
  Link as ThemeLink,
  Separator,
  Text,
} from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BRAND_NAME, SUPPORT_EMAIL } from '../../config/brand';
import type { MessageId } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-locale';
import type { Locale } from '../../i18n/locale';
import { ChatIcon } from '../../ui/icons';
import { paths, serverPaths } from '../../shared/paths';

const FOOTER_LINKS: { id: MessageId; to: (locale: Locale) => string }[] = [
  { id: 'footer.about', to: paths.about },
  { id: 'footer.contact', to: paths.contact },
  { id: 'footer.community', to: paths.users },
  { id: 'footer.privacy', to: paths.privacy },
  { id: 'footer.terms', to: paths.terms },
];

export function Footer() {
  const intl = useIntl();
  const locale = useLocale();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" data-testid="site-footer">
      <Container size="4" px="4">
        <Flex
          direction={{ initial: 'column', md: 'row' }}
          gap="6"
          justify="between"
          py="6"
        >
          <Flex direction="column" gap="2" className="footer-about">
            <Flex align="center" gap="2">
              <span className="header-logo-mark" aria-hidden="true">
                <ChatIcon width="16" height="16" />
              </span>
              <Text weight="bold" size="3">
                {BRAND_NAME}
              </Text>
            </Flex>
            <Text as="p" size="2" color="gray">
              <FormattedMessage id="footer.description" />
            </Text>
          </Flex>
          <nav aria-label={intl.formatMessage({ id: 'footer.linksLabel' })}>
            <ul className="footer-links">
              {FOOTER_LINKS.map((link) => (
                <li key={link.id}>
                  <ThemeLink asChild size="2" color="gray">
                    <Link to={link.to(locale)}>
                      <FormattedMessage id={link.id} />
                    </Link>
                  </ThemeLink>
                </li>
              ))}
              <li>
                {/* Served by the server, not a client route. */}
                <ThemeLink href={serverPaths.sitemap} size="2" color="gray">
                  <FormattedMessage id="footer.sitemap" />
                </ThemeLink>
              </li>
            </ul>
          </nav>
        </Flex>
        <Separator size="4" />
        <Flex
          direction={{ initial: 'column', sm: 'row' }}
          gap="2"
          justify="between"
          py="4"
        >
          <Text size="1" color="gray" data-testid="footer-copyright">
            <FormattedMessage
              id="footer.copyright"
              values={{ year, brand: BRAND_NAME }}
            />
          </Text>
          <Text size="1" color="gray" data-testid="footer-support">
            <FormattedMessage
              id="footer.support"
              values={{
                email: (
                  <ThemeLink
                    key="email"
                    href={`mailto:${SUPPORT_EMAIL}`}
                    size="1"
                  >
                    {SUPPORT_EMAIL}
                  </ThemeLink>
                ),
              }}
            />
          </Text>
        </Flex>
      </Container>
    </footer>
  );
}
