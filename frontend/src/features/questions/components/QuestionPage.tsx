import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function QuestionPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage title={intl.formatMessage({ id: 'question.title' })} />
  );
}
