import * as Toast from '@radix-ui/react-toast';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../../ui/icons';
import { TOAST_DURATION_MS, toastsAtom } from './toast-state';
import { useToast } from './use-toast';

/**
 * Provider and viewport for the app's toasts: one at a time, about five seconds
 * each, swipe right to dismiss, F8 focuses the viewport.
 */
export function Toaster() {
  const intl = useIntl();
  const toasts = useAtomValue(toastsAtom);
  const { dismiss } = useToast();

  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={intl.formatMessage({ id: 'toast.label' })}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          className="toast"
          data-variant={t.variant ?? 'default'}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast-body">
            {t.title && (
              <Toast.Title className="toast-title">{t.title}</Toast.Title>
            )}
            {t.description && (
              <Toast.Description className="toast-description">
                {t.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            className="toast-close"
            aria-label={intl.formatMessage({ id: 'toast.close' })}
          >
            <CloseIcon />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        className="toast-viewport"
        hotkey={['F8']}
        label={intl.formatMessage(
          { id: 'toast.viewport.label' },
          // Radix fills in the hotkey itself.
          { hotkey: '{hotkey}' },
        )}
      />
    </Toast.Provider>
  );
}
