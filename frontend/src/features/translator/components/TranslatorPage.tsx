import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function TranslatorPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage title={intl.formatMessage({ id: 'translator.title' })} />
  );
}
