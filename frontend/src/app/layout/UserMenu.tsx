import { Avatar, DropdownMenu, IconButton, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { displayName } from '../../ui/names';
import { logout } from '../../features/auth/api/logout';
import type { SessionUser } from '../../features/auth/types';
import { useLocale } from '../../i18n/use-locale';
import { initials } from '../../ui/initials';
import { paths, serverPaths } from '../../shared/paths';
import { navigateToServer } from '../../shared/server-navigation';

/**
 * Ends the session with a POST, then loads `/api/logout` as the spec's Logout
 * does (the server redirects home). The POST makes logout work in browsers
 * that do not say a navigation is same-origin; a failure still navigates.
 */
async function logOut(event: MouseEvent<HTMLAnchorElement>) {
  // A new tab or window (modifier keys) is left to the plain link.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  await logout().catch(() => undefined);
  navigateToServer(serverPaths.logout);
}

/** The signed-in user's menu: name, Admin or Users, Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const locale = useLocale();
  const name = displayName(user);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton
          variant="ghost"
          radius="full"
          data-testid="avatar-menu"
          aria-label={intl.formatMessage(
            { id: 'header.userMenu.label' },
            { name },
          )}
        >
          <Avatar
            size="2"
            radius="full"
            src={user.profile_image_url ?? undefined}
            fallback={initials(name)}
            alt=""
          />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" data-testid="avatar-menu-content">
        <DropdownMenu.Label>
          <Text
            weight="bold"
            color="gray"
            highContrast
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
