import { DropdownMenu, Text } from '@radix-ui/themes';
import type { MouseEvent, ReactElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { logout } from '../../features/auth/api/logout';
import type { SessionUser } from '../../features/auth/types';
import { useLocale } from '../../i18n/use-locale';
import { paths, serverPaths } from '../../shared/paths';
import { navigateToServer } from '../../shared/server-navigation';
import { isPlainClick } from '../../ui/plain-click';
import { useTriggerTakingFocus, type DeferredMenuProps } from './deferred-menu';

/**
 * Ends the session with a POST, then loads `/api/logout` as the spec's Logout
 * does (the server redirects home). The POST makes logout work in browsers
 * that do not say a navigation is same-origin; a failure still navigates.
 */
async function logOut(event: MouseEvent<HTMLAnchorElement>) {
  // A new tab or window (modifier keys) is left to the plain link.
  if (!isPlainClick(event)) return;
  event.preventDefault();
  await logout().catch(() => undefined);
  navigateToServer(serverPaths.logout);
}

/** The menu behind the signed-in user's avatar (see UserMenu): name, Admin or Users, Logout. */
export function AccountMenu({
  user,
  name,
  trigger,
  defaultOpen,
  focusTrigger,
}: DeferredMenuProps & {
  user: SessionUser;
  name: string;
  trigger: ReactElement;
}) {
  const locale = useLocale();
  const triggerRef = useTriggerTakingFocus(focusTrigger);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef}>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        className="account-menu"
        data-testid="avatar-menu-content"
      >
        <DropdownMenu.Label>
          <Text
            weight="bold"
            color="gray"
            highContrast
            dir="auto"
            data-testid="avatar-menu-name"
          >
            {name}
          </Text>
        </DropdownMenu.Label>
        {user.isAdmin ? (
          <DropdownMenu.Item asChild>
            <Link to={paths.admin(locale)}>
              <FormattedMessage id="nav.admin" />
            </Link>
          </DropdownMenu.Item>
        ) : (
          <DropdownMenu.Item asChild>
            <Link to={paths.users(locale)}>
              <FormattedMessage id="nav.users" />
            </Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild color="red">
          {/* A full page load after the POST; the link alone also works in current browsers. */}
          <a href={serverPaths.logout} onClick={(event) => void logOut(event)}>
            <FormattedMessage id="nav.logout" />
          </a>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
