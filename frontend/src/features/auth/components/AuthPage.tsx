import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function AuthPage() {
  const intl = useIntl();
  return <PlaceholderPage title={intl.formatMessage({ id: 'auth.title' })} />;
}
