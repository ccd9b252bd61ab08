import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
};

/** Asks before a destructive action; Cancel (or Escape) leaves everything as it was. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  // Confirmed once per opening: the dialog's button stays under the pointer
  // while it closes, and a double-click would act twice.
  const confirmed = useRef(false);
  const confirm = () => {
    if (confirmed.current) return;
    confirmed.current = true;
    onConfirm();
  };
  return (
    <AlertDialog.Root
      onOpenChange={(open) => {
        if (open) confirmed.current = false;
      }}
    >
      <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px" data-testid="admin-confirm">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2" className="user-text">
          {description}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              <FormattedMessage id="common.cancel" />
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={confirm}>
              {confirmLabel}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
