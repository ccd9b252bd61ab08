import { Flex, Text, TextField } from '@radix-ui/themes';
import type { ComponentProps } from 'react';

type FormFieldProps = Omit<ComponentProps<typeof TextField.Root>, 'id'> & {
  /** The input's id; the label points at it. */
  id: string;
  label: string;
  /** A short help text under the field, hidden while an error is shown. */
  hint?: string;
  /** Shown under the field in red; marks the input invalid. */
  error?: string;
};

/** A labelled text input with its help text and validation message. */
export function FormField({
  id,
  label,
  hint,
  error,
  ...inputProps
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={id}
        size="3"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        color={error ? 'red' : undefined}
        {...inputProps}
      />
      {error ? (
        <Text as="p" id={errorId} size="1" color="red">
          {error}
        </Text>
      ) : (
        hint && (
          <Text as="p" id={hintId} size="1" color="gray">
            {hint}
          </Text>
        )
      )}
    </Flex>
  );
}
