import { DropdownMenu } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { isLocale, switchLocalePath, type Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/use-locale';
import { LANGUAGE_NAMES } from './language-names';
import { useTriggerTakingFocus, type DeferredMenuProps } from './deferred-menu';

/** The language menu behind the header's language button (see LanguageSwitcher). */
export function LanguageMenu({
  trigger,
  defaultOpen,
  focusTrigger,
}: DeferredMenuProps & { trigger: ReactElement }) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const triggerRef = useTriggerTakingFocus(focusTrigger);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef}>{trigger}</DropdownMenu.Trigger>
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
