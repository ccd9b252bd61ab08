import { Button, Flex, IconButton } from '@radix-ui/themes';
import { useSetAtom } from 'jotai';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BRAND_NAME } from '../../config/brand';
import { useUser } from '../../shared/session/get-user';
import { useLocale } from '../../i18n/use-locale';
import { ChatIcon, MenuIcon, PlusIcon, TranslateIcon } from '../../ui/icons';
import { paths } from '../../shared/paths';
import { DeferredTooltip } from './deferred-widgets';
import {
  dialectMenuOpenAtom,
  dialectMenuOpenerAtom,
} from './dialect-menu-state';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';

export function Header() {
  const intl = useIntl();
  const locale = useLocale();
  const { user, isLoading } = useUser();
  const openDialectMenu = useSetAtom(dialectMenuOpenAtom);
  const setDialectMenuOpener = useSetAtom(dialectMenuOpenerAtom);
  const dialectToggle = useRef<HTMLButtonElement>(null);
  const dialectsLabel = intl.formatMessage({ id: 'header.dialectMenu.toggle' });

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Flex align="center" gap="2" className="header-brand">
          <DeferredTooltip content={dialectsLabel}>
            <IconButton
              variant="ghost"
              color="gray"
              size="3"
              data-testid="dialect-menu-toggle"
              aria-label={dialectsLabel}
              aria-haspopup="dialog"
              ref={dialectToggle}
              onClick={() => {
                setDialectMenuOpener(dialectToggle);
                openDialectMenu(true);
              }}
            >
              <MenuIcon width="20" height="20" />
            </IconButton>
          </DeferredTooltip>
          <Link
            to={paths.home(locale)}
            className="header-logo"
            aria-label={intl.formatMessage(
              { id: 'header.logo.label' },
              { brand: BRAND_NAME },
            )}
            data-testid="header-logo"
          >
            <span className="header-logo-mark" aria-hidden="true">
              <ChatIcon width="18" height="18" />
            </span>
            <span className="header-logo-text">{BRAND_NAME}</span>
          </Link>
        </Flex>

        <HeaderSearch />

        <Flex align="center" gap="2" className="header-actions">
          <Button asChild variant="soft">
            <Link to={paths.translator(locale)} data-testid="header-translator">
              <TranslateIcon />
              <span className="header-hide-sm">
                <FormattedMessage id="header.translator" />
              </span>
            </Link>
          </Button>
          <LanguageSwitcher />
          {!isLoading && user && (
            <>
              <Button asChild>
                <Link to={paths.ask(locale)} data-testid="header-ask">
                  <PlusIcon />
                  <span className="header-hide-sm">
                    <FormattedMessage id="nav.ask" />
                  </span>
                </Link>
              </Button>
              <UserMenu user={user} />
            </>
          )}
          {!isLoading && !user && (
            <Button asChild>
              <Link to={paths.auth(locale)} data-testid="header-login">
                <FormattedMessage id="nav.login" />
              </Link>
            </Button>
          )}
        </Flex>
      </div>
    </header>
  );
}
