import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function TermsPage() {
  const intl = useIntl();
  return <PlaceholderPage title={intl.formatMessage({ id: 'terms.title' })} />;
}
