import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function AboutPage() {
  const intl = useIntl();
  return <PlaceholderPage title={intl.formatMessage({ id: 'about.title' })} />;
}
