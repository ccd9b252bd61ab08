import { Button, DropdownMenu } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { GlobeIcon } from '../../ui/icons';
import { DeferredMenu } from './deferred-menu';
import { LANGUAGE_NAMES } from './language-names';

/** Switches the interface language, staying on the same page and query. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const locale = useLocale();
  const currentName = intl.formatMessage({ id: LANGUAGE_NAMES[locale] });

  return (
    <DeferredMenu
      trigger={
        <Button
          variant="soft"
          color="gray"
          data-testid="language-switcher"
          aria-label={intl.formatMessage(
            { id: 'header.language.label' },
            { language: currentName },
          )}
        >
          <GlobeIcon />
          <span className="header-hide-sm">{currentName}</span>
          <DropdownMenu.TriggerIcon />
        </Button>
      }
      render={({ LanguageMenu }, props) => <LanguageMenu {...props} />}
    />
  );
}
