import { Button } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FlagIcon } from '../../../ui/feature-icons';
import { deferred } from '../../../ui/deferred';
import { useUser } from '../../../shared/session/get-user';
import { useSignInPrompt } from '../../../shared/session/use-sign-in-prompt';
import type { ReportTarget } from '../types';

/**
 * The report form's code (Radix's modal dialog, radio group, text area): a
 * question page shows a Report button on the question and on every answer, but
 * few visitors report, and guests are only asked to sign in.
 */
const reportDialog = deferred(() => import('./ReportDialog'));

type ReportButtonProps = {
  target: ReportTarget;
  /** The server's word: the member has a report on it still open. */
  reported: boolean;
  testId: string;
};

/**
 * Report: opens a small dialog with the reason and optional details. Guests are
 * asked to sign in. A member's first reach for the button (pointer over it,
 * focus) loads the dialog's code; pressing it opens the dialog once loaded.
 * Once the server has the member's report (as the post's read says, sent
 * here, or sent before: 409), the button says Reported and does nothing
 * (aria-disabled: it keeps the focus).
 */
export function ReportButton({
  target,
  reported: reportedBefore,
  testId,
}: ReportButtonProps) {
  const { isLoading, isAuthenticated } = useUser();
  const promptSignIn = useSignInPrompt();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [module, setModule] = useState(reportDialog.current);
  const [open, setOpen] = useState(false);
  // Open once its code is here; a failed load leaves it closed (pressing again
  // retries), unless the browser is offline: then it loads, and opens if it
  // was pressed, once the connection is back.
  const shown = open && module !== undefined;
  const [reportedHere, setReported] = useState(false);
  const reported = reportedBefore || reportedHere;

  const load = () => {
    if (!isAuthenticated) return;
    const askedOffline = !navigator.onLine;
    reportDialog.load().then(setModule, () => {
      if (!navigator.onLine)
        window.addEventListener('online', load, { once: true });
      // Asked offline, and the connection came back before the load had
      // failed: the 'online' event has passed, so try again now.
      else if (askedOffline) load();
    });
  };

  const onPress = () => {
    if (reported) return;
    if (!isAuthenticated) {
      if (!isLoading) promptSignIn('question.signIn.report');
      return;
    }
    setOpen(true);
    load();
  };

  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        size="1"
        variant="ghost"
        color="gray"
        aria-haspopup={reported ? undefined : 'dialog'}
        aria-expanded={reported ? undefined : shown}
        // Disabled for use, not for focus: the dialog that just sent the
        // report gives the focus back to this button.
        aria-disabled={reported || undefined}
        data-disabled={reported || undefined}
        data-state={shown ? 'open' : 'closed'}
        data-testid={testId}
        onPointerEnter={load}
        onFocus={load}
        onClick={onPress}
      >
        <FlagIcon fill={reported ? 'currentColor' : 'none'} />
        <FormattedMessage id={reported ? 'report.reported' : 'report.button'} />
      </Button>
      {module && (
        <module.ReportDialog
          target={target}
          open={open}
          onClose={() => setOpen(false)}
          onReported={() => setReported(true)}
          returnFocusTo={buttonRef}
        />
      )}
    </>
  );
}
