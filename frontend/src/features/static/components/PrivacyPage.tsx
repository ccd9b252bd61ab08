import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function PrivacyPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage title={intl.formatMessage({ id: 'privacy.title' })} />
  );
}
