import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function ContactPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage title={intl.formatMessage({ id: 'contact.title' })} />
  );
}
