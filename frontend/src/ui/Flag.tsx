import { Flex, Text } from '@radix-ui/themes';

type FlagProps = {
  /**
   * The flag's URL: an SVG of `country-flag-icons/3x2`, imported with
   * `?no-inline` so it ships as its own cached file, not inside the JavaScript.
   */
  src: string;
  /** Height in pixels; the width follows the 3:2 ratio. */
  size?: number;
  /**
   * The language or place the flag stands for, when no name is written next
   * to it. Without a label the flag is decorative and hidden from assistive
   * technology.
   */
  label?: string;
  className?: string;
};

/**
 * A small SVG flag that looks the same on every system (emoji flags show as
 * letters or empty boxes on some), with its size reserved before it loads.
 */
export function Flag({ src, size = 14, label, className }: FlagProps) {
  if (!src) return null;
  return (
    <img
      className={className ? `flag ${className}` : 'flag'}
      src={src}
      width={Math.round(size * 1.5)}
      height={size}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      draggable={false}
    />
  );
}

/**
 * A language as a select's option and its closed trigger read: the flag, then
 * the name.
 */
export function FlagOption({ flag, name }: { flag: string; name: string }) {
  return (
    <Flex as="span" align="center" gap="2">
      <Flag src={flag} />
      <Text as="span">{name}</Text>
    </Flex>
  );
}
