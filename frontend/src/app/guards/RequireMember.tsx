import { Flex, Heading, Skeleton } from '@radix-ui/themes';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { MemberProvider } from '../../shared/session/member';
import { useGuestRedirect } from '../../shared/session/use-guest-redirect';
import { useDocumentTitle } from '../../ui/use-document-title';

type Notice = { title: MessageId; description: MessageId };

/** Shown to members who are not admins: its code loads when it is needed. */
const AccessDenied = lazy(() =>
  import('../../features/admin/components/AccessDenied').then((m) => ({
    default: m.AccessDenied,
  })),
);

/** The page's title over a placeholder, until the visitor is known (guests are on their way to sign in). */
function Waiting({ titleId }: { titleId: MessageId }) {
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="8">
        <FormattedMessage id={titleId} />
      </Heading>
      <Skeleton height="320px" data-testid="route-loading" />
    </Flex>
  );
}

/**
 * A members-only route: until the session is known a placeholder shows; a guest
 * is told to sign in and sent to the sign-in page of the locale; a member sees
 * the page, which reads them with `useMember()`.
 */
export function RequireMember({
  titleId,
  notice,
  children,
}: {
  /** The page's title, shown while the session is checked. */
  titleId: MessageId;
  notice: Notice;
  children: ReactNode;
}) {
  const { user } = useGuestRedirect(notice);
  if (!user) return <Waiting titleId={titleId} />;
  return <MemberProvider value={user}>{children}</MemberProvider>;
}

function AdminsOnly({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { user } = useGuestRedirect({
    title: 'admin.signInRequired.title',
    description: 'admin.signInRequired.description',
  });
  const denied = user !== null && !user.isAdmin;
  useDocumentTitle(
    intl.formatMessage({
      id: denied ? 'admin.accessDenied.title' : 'admin.title',
    }),
  );
  if (!user) return <Waiting titleId="admin.title" />;
  if (denied)
    return (
      <Suspense
        fallback={
          // Access Denied's own title, where the page will show it.
          <Flex justify="center" py="9">
            <Heading as="h1" size="8" align="center">
              <FormattedMessage id="admin.accessDenied.title" />
            </Heading>
          </Flex>
        }
      >
        <AccessDenied />
      </Suspense>
    );
  return <MemberProvider value={user}>{children}</MemberProvider>;
}

/** An admins-only route: guests go to sign in, other members see Access denied. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return <AdminsOnly>{children}</AdminsOnly>;
}
