import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/use-locale';
import { ArabicText } from '../../../ui/ArabicText';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';
import { dialectName, findDialect, type DialectSlug } from '../dialects';

/** Translator page for one dialect; all six share this layout. */
export function DialectTranslatorPage({ slug }: { slug: DialectSlug }) {
  const intl = useIntl();
  const locale = useLocale();
  const dialect = findDialect(slug);
  if (!dialect) return null;

  return (
    <PlaceholderPage
      title={intl.formatMessage(
        { id: 'dialectTranslator.title' },
        { dialect: dialectName(dialect, locale) },
      )}
      leading={
        <span className="page-title-flag" aria-hidden="true">
          {dialect.flag}
        </span>
      }
    >
      <p className="page-native-name">
        <ArabicText>{dialect.nativeName}</ArabicText>
      </p>
    </PlaceholderPage>
  );
}
