import { Flex, Text, TextField } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

/** What a field hands its control: the id its label points at and its descriptions. */
export type FieldControlProps = {
  id: string;
  /** The error's id while an error is shown, otherwise the hint's id, if any. */
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

type FieldProps = {
  /** The control's id; the label points at it. */
  id: string;
  label: ReactNode;
  /** A short help text under the control, hidden while an error is shown. */
  hint?: ReactNode;
  /** Shown under the control in red; marks the control invalid. */
  error?: ReactNode;
  /** Renders the control with the props that tie it to the label and texts. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A label, any control, and the control's help text or validation message, with
 * the control's `id`, `aria-describedby` and `aria-invalid` wired to them.
 */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
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
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <TextField.Root
          {...control}
          size="3"
          color={error ? 'red' : undefined}
          {...inputProps}
        />
      )}
    </Field>
  );
}
