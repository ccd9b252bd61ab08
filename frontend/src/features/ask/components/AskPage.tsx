import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function AskPage() {
  const intl = useIntl();
  return <PlaceholderPage title={intl.formatMessage({ id: 'ask.title' })} />;
}
