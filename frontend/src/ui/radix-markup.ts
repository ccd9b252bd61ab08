/**
 * Radix Themes' classes for the few layouts drawn many times on a page (a list's
 * cards), written out so those parts can be plain elements: each Radix Themes
 * component works through all of its props on every render, which on a phone
 * is most of what building a list of cards costs. `radix-markup.test.tsx`
 * checks each against the component it stands for, so an upgrade of Radix
 * Themes that changes them fails there.
 */
export const RT = {
  /** `<Card size="2">` */
  card2: 'rt-reset rt-BaseCard rt-Card rt-r-size-2 rt-variant-surface',
  /** `<Flex direction="column" gap="3">` */
  column3: 'rt-Flex rt-r-fd-column rt-r-gap-3',
  /** `<Flex gap="2" wrap="wrap" align="center">` */
  rowWrap2: 'rt-Flex rt-r-ai-center rt-r-fw-wrap rt-r-gap-2',
  /** `<Flex align="center" justify="between" gap="3" wrap="wrap">` */
  rowBetweenWrap3:
    'rt-Flex rt-r-ai-center rt-r-jc-space-between rt-r-fw-wrap rt-r-gap-3',
  /** `<Flex align="center" gap="2">` */
  row2: 'rt-Flex rt-r-ai-center rt-r-gap-2',
  /** `<Flex align="center" gap="3">` */
  row3: 'rt-Flex rt-r-ai-center rt-r-gap-3',
  /** `<Heading size="4">` */
  heading4: 'rt-Heading rt-r-size-4',
  /** `<Text size="2">` (with `color="gray"`: `data-accent-color="gray"`) */
  text2: 'rt-Text rt-r-size-2',
  /** `<Text size="2" weight="medium">` */
  text2Medium: 'rt-Text rt-r-size-2 rt-r-weight-medium',
  /** `<Badge variant="soft" radius="full">` (with `data-accent-color` and `data-radius="full"`) */
  badgeSoft: 'rt-reset rt-Badge rt-r-size-1 rt-variant-soft',
} as const;
