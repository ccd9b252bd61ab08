import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function AdminPage() {
  const intl = useIntl();
  return <PlaceholderPage title={intl.formatMessage({ id: 'admin.title' })} />;
}
