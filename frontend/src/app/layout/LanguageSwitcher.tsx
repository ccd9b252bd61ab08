import { Button, DropdownMenu } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { isLocale, switchLocalePath, type Locale } from '../../i18n/locale';
import type { MessageId } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-locale';
import { GlobeIcon } from '../../ui/icons';

const LANGUAGE_NAMES: Record<Locale, MessageId> = {
  en: 'header.language.en',
  fr: 'header.language.fr',
};

/** Switches the interface language, staying on the same page and query. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const currentName = intl.formatMessage({ id: LANGUAGE_NAMES[locale] });

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.RadioGroup
          value={locale}
          onValueChange={(value) => {
            if (isLocale(value) && value !== locale) {
              navigate(switchLocalePath(location, value));
            }
          }}
        >
          {(Object.keys(LANGUAGE_NAMES) as Locale[]).map((code) => (
            <DropdownMenu.RadioItem key={code} value={code} lang={code}>
              {intl.formatMessage({ id: LANGUAGE_NAMES[code] })}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
