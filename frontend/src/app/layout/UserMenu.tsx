import { Avatar, IconButton } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { SessionUser } from '../../features/auth/types';
import { initials } from '../../ui/initials';
import { displayName } from '../../ui/names';
import { DeferredMenu } from './deferred-menu';

/** The signed-in user's menu: name, Admin or Users, Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const name = displayName(user);

  return (
    <DeferredMenu
      trigger={
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
      }
      render={({ AccountMenu }, props) => (
        <AccountMenu {...props} user={user} name={name} />
      )}
    />
  );
}
