import {
  Badge,
  Button,
  Flex,
  Skeleton,
  Table,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useId, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { ErrorState } from '../../../ui/ErrorState';
import { SearchIcon } from '../../../ui/icons';
import { TrashIcon } from '../../../ui/feature-icons';
import { UserAvatar } from '../../../ui/UserAvatar';
import { useUser } from '../../../shared/session/get-user';
import { useDeleteUser } from '../api/delete-user';
import {
  ACCOUNT_TYPES,
  ADMIN_USERS_PAGE_SIZE,
  useAdminUsers,
  type AccountType,
  type AdminUser,
} from '../api/get-admin-users';
import { useSetUserAdmin } from '../api/set-user-admin';
import { useSetUserPlan } from '../api/set-user-plan';
import { useAdminFeedback } from '../hooks/use-admin-feedback';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { isAccountType, PLAN_LABELS } from '../utils/plans';
import { AdminPager, goBackWhenEmptied } from './AdminPager';
import { AdminSection } from './AdminSection';
import { ConfirmDialog } from './ConfirmDialog';

/** How long the search waits for typing to pause before asking the server. */
export const USER_SEARCH_DEBOUNCE_MS = 300;
/** The longest search the server takes (characters): a whole e-mail address. */
const ADMIN_USERS_SEARCH_MAX = 254;

function fullName(user: AdminUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}

/** What a row's action button is given. */
type RowActionProps = {
  user: AdminUser;
  isSelf: boolean;
  /** The row's note saying why the button is off on the admin's own row. */
  noteId: string;
};

/**
 * Make Admin / Remove Admin, after a confirmation that names the member. An
 * admin cannot remove their own rights (the server refuses it, so the site
 * always keeps an admin): the button is disabled on their own row and says why.
 */
function AdminToggle({ user, isSelf, noteId }: RowActionProps) {
  const intl = useIntl();
  const setAdmin = useSetUserAdmin();
  const { succeed, fail } = useAdminFeedback();
  const onConfirm = async () => {
    try {
      await setAdmin.mutateAsync({ id: user.id, isAdmin: !user.isAdmin });
      succeed('admin.users.updated');
    } catch (error) {
      fail(error, { title: 'admin.users.updateFailed' });
    }
  };
  const actionLabel = intl.formatMessage({
    id: user.isAdmin ? 'admin.users.removeAdmin' : 'admin.users.makeAdmin',
  });
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="1"
          variant={user.isAdmin ? 'soft' : 'solid'}
          color={user.isAdmin ? 'gray' : undefined}
          loading={setAdmin.isPending}
          disabled={isSelf && user.isAdmin}
          aria-describedby={isSelf && user.isAdmin ? noteId : undefined}
          data-testid="admin-user-toggle-admin"
        >
          {actionLabel}
        </Button>
      }
      title={
        <FormattedMessage
          id={
            user.isAdmin
              ? 'admin.users.removeAdminConfirm.title'
              : 'admin.users.makeAdminConfirm.title'
          }
          values={{ username: <bdi key="username">{user.username}</bdi> }}
        />
      }
      description={
        <FormattedMessage
          id={
            user.isAdmin
              ? 'admin.users.removeAdminConfirm.description'
              : 'admin.users.makeAdminConfirm.description'
          }
        />
      }
      confirmLabel={actionLabel}
      onConfirm={() => void onConfirm()}
    />
  );
}

/** Keys that move a closed select's choice, each a change of its own. */
const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * The plan picker: free, basic or pro. A native select: the phone's own picker on
 * small screens, and light enough for a table of many rows. A plan picked from
 * its list is saved at once; one reached with the arrow keys on the closed
 * select (a change per key press) is saved with Enter or on leaving the
 * select (Escape goes back), so that going from Free to Pro saves Pro alone. It stays enabled
 * while saving, keeping the keyboard's focus.
 */
function PlanSelect({ user }: { user: AdminUser }) {
  const intl = useIntl();
  const setPlan = useSetUserPlan();
  const { succeed, fail } = useAdminFeedback();
  // The plan moved to with the arrow keys, not saved yet.
  const [browsed, setBrowsed] = useState<AccountType | null>(null);
  const browsing = useRef(false);
  const save = async (plan: AccountType) => {
    setBrowsed(null);
    if (plan === user.accountType || setPlan.isPending) return;
    try {
      await setPlan.mutateAsync({ id: user.id, plan });
      succeed('admin.users.updated');
    } catch (error) {
      fail(error, { title: 'admin.users.updateFailed' });
    }
  };
  const saveBrowsed = () => {
    if (browsed !== null) void save(browsed);
  };
  return (
    <select
      className="admin-plan-select"
      value={
        browsed ??
        ((setPlan.isPending && setPlan.variables?.plan) || user.accountType)
      }
      onKeyDown={(event) => {
        browsing.current = BROWSING_KEYS.has(event.key);
        if (event.key === 'Enter') saveBrowsed();
        // Escape goes back to the saved plan.
        if (event.key === 'Escape') setBrowsed(null);
      }}
      onChange={(event) => {
        const plan = event.target.value;
        if (!isAccountType(plan)) return;
        if (browsing.current) setBrowsed(plan);
        else void save(plan);
        browsing.current = false;
      }}
      onBlur={saveBrowsed}
      aria-busy={setPlan.isPending || undefined}
      aria-label={intl.formatMessage(
        { id: 'admin.users.planLabel' },
        { username: user.username },
      )}
      data-testid="admin-user-plan"
    >
      {ACCOUNT_TYPES.map((plan) => (
        <option key={plan} value={plan}>
          {intl.formatMessage({ id: PLAN_LABELS[plan] })}
        </option>
      ))}
    </select>
  );
}

/**
 * Delete, after a confirmation. Not offered on the admin's own row (the server
 * refuses it): the button is disabled there and says why.
 */
function DeleteUserButton({ user, isSelf, noteId }: RowActionProps) {
  const intl = useIntl();
  const deleteUser = useDeleteUser();
  const { succeed, fail } = useAdminFeedback();
  const onConfirm = async () => {
    try {
      await deleteUser.mutateAsync(user.id);
      succeed('admin.users.deleted');
    } catch (error) {
      fail(error, { title: 'admin.users.deleteFailed' });
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="1"
          variant="soft"
          color="red"
          loading={deleteUser.isPending}
          disabled={isSelf}
          aria-describedby={isSelf ? noteId : undefined}
          data-testid="admin-user-delete"
        >
          <TrashIcon />
          {intl.formatMessage({ id: 'admin.action.delete' })}
        </Button>
      }
      title={
        <FormattedMessage
          id="admin.users.deleteConfirm.title"
          values={{ username: <bdi key="username">{user.username}</bdi> }}
        />
      }
      description={
        <FormattedMessage id="admin.users.deleteConfirm.description" />
      }
      confirmLabel={intl.formatMessage({ id: 'admin.action.delete' })}
      onConfirm={() => void onConfirm()}
    />
  );
}

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const adminNoteId = useId();
  const deleteNoteId = useId();
  const name = fullName(user);
  const intl = useIntl();
  // On a phone each row stacks its cells, each named by its column (admin.css).
  const label = (id: MessageId) => ({
    'data-label': intl.formatMessage({ id }),
  });
  return (
    <Table.Row data-testid="admin-user-row" data-user-id={user.id}>
      <Table.RowHeaderCell>
        <Flex align="center" gap="2" className="admin-user-cell">
          <UserAvatar
            name={name || user.username}
            imageUrl={user.profileImageUrl}
            size="2"
          />
          <Flex direction="column" className="admin-user-names">
            <Text weight="medium" dir="auto" data-testid="admin-user-username">
              {user.username}
            </Text>
            {(name || isSelf) && (
              <Text size="1" color="gray">
                {name && <bdi>{name}</bdi>}
                {name && isSelf && ' '}
                {isSelf && <FormattedMessage id="admin.users.you" />}
              </Text>
            )}
            <Text
              size="1"
              color="gray"
              dir="ltr"
              data-testid="admin-user-email"
            >
              {user.email}
            </Text>
          </Flex>
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell {...label('admin.users.column.plan')}>
        <PlanSelect user={user} />
      </Table.Cell>
      <Table.Cell {...label('admin.users.column.role')}>
        <Badge
          color={user.isAdmin ? 'purple' : 'gray'}
          variant="soft"
          data-testid="admin-user-role"
        >
          <FormattedMessage
            id={
              user.isAdmin
                ? 'admin.users.role.admin'
                : 'admin.users.role.member'
            }
          />
        </Badge>
      </Table.Cell>
      <Table.Cell justify="end" {...label('admin.users.column.answers')}>
        {user.totalAnswers}
      </Table.Cell>
      <Table.Cell {...label('admin.users.column.joined')}>
        <Text size="2">
          <FormattedDate value={user.createdAt} dateStyle="medium" />
        </Text>
      </Table.Cell>
      {/* Wraps: the note on the admin's own row is read in full, under the buttons. */}
      <Table.Cell
        className="admin-cell-wrap"
        {...label('admin.users.column.actions')}
      >
        <Flex gap="2" wrap="nowrap">
          <AdminToggle user={user} isSelf={isSelf} noteId={adminNoteId} />
          <DeleteUserButton user={user} isSelf={isSelf} noteId={deleteNoteId} />
        </Flex>
        {/* Why the buttons are off on the admin's own row, on screen: a
            tooltip reaches neither keyboards nor touch. */}
        {isSelf && (
          <Flex
            direction="column"
            mt="1"
            className="admin-user-self-note"
            data-testid="admin-user-self-note"
          >
            {user.isAdmin && (
              <Text size="1" color="gray" id={adminNoteId}>
                <FormattedMessage id="admin.users.cannotRemoveOwnAdmin" />
              </Text>
            )}
            <Text size="1" color="gray" id={deleteNoteId}>
              <FormattedMessage id="admin.users.cannotDeleteSelf" />
            </Text>
          </Flex>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * Members with their e-mail and plan: search (by username or e-mail), pages of 20,
 * plan, and admin rights and deletion after a confirmation.
 */
export function UserManagement() {
  const intl = useIntl();
  const { user: me } = useUser();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const settledSearch = useDebouncedValue(
    search.trim(),
    USER_SEARCH_DEBOUNCE_MS,
  );
  // A new search starts again from its first page.
  const [searchedFor, setSearchedFor] = useState(settledSearch);
  if (searchedFor !== settledSearch) {
    setSearchedFor(settledSearch);
    setOffset(0);
  }
  const users = useAdminUsers({
    search: settledSearch,
    limit: ADMIN_USERS_PAGE_SIZE,
    offset,
  });
  const page = users.data;
  goBackWhenEmptied(
    offset,
    ADMIN_USERS_PAGE_SIZE,
    page?.users.length,
    users.isPlaceholderData,
    setOffset,
  );

  return (
    <AdminSection
      testId="admin-users"
      title={<FormattedMessage id="admin.users.title" />}
      description={<FormattedMessage id="admin.users.description" />}
      aside={
        <TextField.Root
          type="search"
          className="admin-search"
          value={search}
          // The server's limit: a whole e-mail address.
          maxLength={ADMIN_USERS_SEARCH_MAX}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={intl.formatMessage({
            id: 'admin.users.search.placeholder',
          })}
          aria-label={intl.formatMessage({ id: 'admin.users.search.label' })}
          data-testid="admin-user-search"
        >
          <TextField.Slot>
            <SearchIcon />
          </TextField.Slot>
        </TextField.Root>
      }
    >
      {users.isError ? (
        <ErrorState
          onRetry={() => void users.refetch()}
          testId="admin-users-error"
        />
      ) : !page ? (
        <Flex direction="column" gap="2" data-testid="admin-users-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="40px" />
          ))}
        </Flex>
      ) : page.users.length === 0 ? (
        <Text as="p" color="gray" data-testid="admin-users-empty">
          <FormattedMessage id="admin.users.empty" />
        </Text>
      ) : (
        <Table.Root
          variant="surface"
          size="1"
          className="admin-table admin-table-stacked"
          aria-busy={users.isPlaceholderData}
          data-testid="admin-users-table"
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>
                <FormattedMessage id="admin.users.column.user" />
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <FormattedMessage id="admin.users.column.plan" />
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <FormattedMessage id="admin.users.column.role" />
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">
                <FormattedMessage id="admin.users.column.answers" />
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <FormattedMessage id="admin.users.column.joined" />
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <FormattedMessage id="admin.users.column.actions" />
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={
                  me?.id !== undefined && String(me.id) === String(user.id)
                }
              />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {page && (
        <AdminPager
          offset={offset}
          pageSize={ADMIN_USERS_PAGE_SIZE}
          total={page.total}
          shown={page.users.length}
          onOffsetChange={setOffset}
          label={intl.formatMessage({ id: 'admin.users.pages' })}
          disabled={users.isPlaceholderData}
          testId="admin-users-pager"
        />
      )}
    </AdminSection>
  );
}
