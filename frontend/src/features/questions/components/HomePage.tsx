import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function HomePage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage({ id: 'home.title' })}
      subtitle={intl.formatMessage({ id: 'home.subtitle' })}
      documentTitle={intl.formatMessage({ id: 'nav.home' })}
    />
  );
}
