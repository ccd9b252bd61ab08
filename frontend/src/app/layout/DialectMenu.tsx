import { Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import { useAtom, useAtomValue } from 'jotai';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isPlainClick } from '../../ui/plain-click';
import { DIALECTS, dialectName } from '../../features/translator/dialects';
import { useLocale } from '../../i18n/use-locale';
import { ArabicText } from '../../ui/ArabicText';
import { Flag } from '../../ui/Flag';
import { CloseIcon } from '../../ui/icons';
import { paths } from '../../shared/paths';
import {
  dialectMenuOpenAtom,
  dialectMenuOpenerAtom,
} from './dialect-menu-state';

/**
 * Slide-in panel listing the six dialects. The backdrop, the close button, Escape
 * or choosing a dialect closes it. Choosing a dialect moves the focus to the
 * page's main content (the `main` the skip link targets), where the dialect's
 * page opens; otherwise focus goes back to the header button that opened it
 * (the panel has no trigger of its own for Radix to return focus to).
 */
export function DialectMenu() {
  const intl = useIntl();
  const locale = useLocale();
  const [open, setOpen] = useAtom(dialectMenuOpenAtom);
  const opener = useAtomValue(dialectMenuOpenerAtom);
  // Set when a dialect is chosen: the menu then closes onto its page.
  const chosen = useRef(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Content
        className="dialect-menu"
        size="3"
        data-testid="dialect-menu"
        onCloseAutoFocus={(event) => {
          if (chosen.current) {
            chosen.current = false;
            const main = document.querySelector<HTMLElement>('main');
            if (main) {
              event.preventDefault();
              // The page opens at its top (PageScroll): the focus does not scroll.
              main.focus({ preventScroll: true });
              return;
            }
          }
          const button = opener?.current;
          if (!button?.isConnected) return;
          event.preventDefault();
          button.focus();
        }}
      >
        <Flex align="center" justify="between" gap="3" mb="2">
          <Dialog.Title mb="0">
            <FormattedMessage id="dialectMenu.title" />
          </Dialog.Title>
          <Dialog.Close>
            <IconButton
              variant="ghost"
              color="gray"
              aria-label={intl.formatMessage({ id: 'dialectMenu.close' })}
            >
              <CloseIcon width="18" height="18" />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray" mb="4">
          <FormattedMessage id="dialectMenu.description" />
        </Dialog.Description>
        <nav>
          <ul className="dialect-menu-list">
            {DIALECTS.map((dialect) => (
              <li key={dialect.slug}>
                <Link
                  to={paths.dialect(dialect.slug, locale)}
                  className="dialect-menu-link"
                  onClick={(event) => {
                    chosen.current = isPlainClick(event);
                    setOpen(false);
                  }}
                >
                  <Flag
                    src={dialect.flag}
                    size={24}
                    className="dialect-menu-flag"
                  />
                  <span className="dialect-menu-names">
                    <Text as="span" weight="medium">
                      {dialectName(dialect, locale)}
                    </Text>
                    <Text as="span" size="2" color="gray">
                      <ArabicText>{dialect.nativeName}</ArabicText>
                    </Text>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Dialog.Content>
    </Dialog.Root>
  );
}
