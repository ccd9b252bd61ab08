import { Avatar } from '@radix-ui/themes';
import { initials } from './initials';

type AvatarSize = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

type UserAvatarProps = {
  name: string;
  imageUrl: string | null | undefined;
  size?: AvatarSize;
};

/**
 * A member's picture, or their initials. Decorative: the name is always shown
 * beside it.
 *
 * Without a picture the initials are drawn at once, with the markup and
 * classes of Radix Themes' avatar: Radix's own shows its fallback only once
 * an effect has found there is no image to load, so a page rendered on the
 * server, and every new card, showed an empty circle until then.
 */
export function UserAvatar({ name, imageUrl, size = '3' }: UserAvatarProps) {
  const letters = initials(name);
  if (!imageUrl)
    return (
      <span
        data-accent-color=""
        data-radius="full"
        className={`rt-reset rt-AvatarRoot rt-r-size-${size} rt-variant-soft`}
        aria-hidden="true"
      >
        <span
          className={`rt-AvatarFallback ${letters.length === 1 ? 'rt-one-letter' : 'rt-two-letters'}`}
        >
          {letters}
        </span>
      </span>
    );
  return (
    <Avatar
      size={size}
      radius="full"
      src={imageUrl}
      fallback={letters}
      alt=""
      aria-hidden="true"
    />
  );
}
