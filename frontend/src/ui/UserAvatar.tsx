import { Avatar } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { initials } from './initials';

type UserAvatarProps = {
  name: string;
  imageUrl: string | null | undefined;
  size?: ComponentProps<typeof Avatar>['size'];
};

/** A member's picture, or their initials. Decorative: the name is always shown beside it. */
export function UserAvatar({ name, imageUrl, size = '3' }: UserAvatarProps) {
  return (
    <Avatar
      size={size}
      radius="full"
      src={imageUrl ?? undefined}
      fallback={initials(name)}
      alt=""
      aria-hidden="true"
    />
  );
}
