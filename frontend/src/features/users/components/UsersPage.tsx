import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function UsersPage() {
  const intl = useIntl();
  return <PlaceholderPage title={intl.formatMessage({ id: 'users.title' })} />;
}
