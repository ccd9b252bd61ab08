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

/** How long after an opening the focus is kept from falling off a removed row. */
const KEEP_FOCUS_MS = 30_000;

/**
 * When `trigger` leaves the page (its row deleted, here or by another admin)
 * while the focus was on it or in its dialog, moves the focus to the row after
 * it (or before it), else to its section: the keyboard goes on from there, not
 * from the top of the page. Returns the stop.
 */
function keepFocusNear(trigger: HTMLElement): () => void {
  const section = trigger.closest('section');
  if (!section) return () => undefined;
  const row = trigger.closest('tr, li');
  const neighbours = row
    ? [row.nextElementSibling, row.previousElementSibling]
    : [];
  const observer = new MutationObserver(() => {
    if (trigger.isConnected) return;
    stop();
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    const next = neighbours
      .find((element) => element?.isConnected)
      ?.querySelector<HTMLElement>(
        'a[href], button:not([disabled]), select, input',
      );
    if (next) return next.focus();
    section.tabIndex = -1;
    section.focus();
  });
  const timer = setTimeout(() => stop(), KEEP_FOCUS_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(section, { childList: true, subtree: true });
  return stop;
}

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
  const stopKeeping = useRef<() => void>(undefined);
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
      <AlertDialog.Trigger
        onClick={(event) => {
          stopKeeping.current?.();
          stopKeeping.current = keepFocusNear(event.currentTarget);
        }}
      >
        {trigger}
      </AlertDialog.Trigger>
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
