import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** The ids a long text's control is described by: its error while there is one, and its counter. */
export function countedDescribedBy(id: string, hasError: boolean): string {
  return hasError ? `${id}-error ${id}-count` : `${id}-count`;
}

type CountedNoteProps = {
  /** The control's id: the note's parts are `${id}-error` and `${id}-count`. */
  id: string;
  /** Why the text is refused, in red; nothing while it is fine. */
  error?: ReactNode;
  /** The counter, e.g. "1,200/1,000". */
  count: ReactNode;
  /** Whether the counter is over its limit (red). */
  over?: boolean;
  countTestId?: string;
  countClassName?: string;
};

/** Under a long text's control: why it is refused, if it is, and how long it is. */
export function CountedNote({
  id,
  error,
  count,
  over,
  countTestId,
  countClassName,
}: CountedNoteProps) {
  return (
    <Flex justify="between" gap="3">
      <Text as="p" id={`${id}-error`} size="1" color="red">
        {error}
      </Text>
      <Text
        as="p"
        id={`${id}-count`}
        size="1"
        color={over ? 'red' : 'gray'}
        className={countClassName}
        data-testid={countTestId}
      >
        {count}
      </Text>
    </Flex>
  );
}
