import { IconButton, TextField } from '@radix-ui/themes';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { SearchIcon } from '../../ui/icons';
import { paths } from '../../shared/paths';
import { searchTerm } from '../../features/questions/utils/home-filters';

/** Searches the question list; blank input (or input that shows nothing) does nothing. */
export function HeaderSearch() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const current = searchParams.get('search') ?? '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = searchTerm(
      String(new FormData(event.currentTarget).get('search') ?? ''),
    );
    if (!term) return;
    navigate(paths.home(locale, { search: term }));
  }

  return (
    <form
      role="search"
      className="header-search"
      onSubmit={onSubmit}
      // Start over from the URL's term whenever it changes.
      key={current}
    >
      <TextField.Root
        name="search"
        type="search"
        // An Arabic term reads right to left, a Latin one left to right.
        dir="auto"
        size="2"
        radius="full"
        defaultValue={current}
        placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
        aria-label={intl.formatMessage({ id: 'header.search.label' })}
        data-testid="header-search-input"
      >
        <TextField.Slot side="right">
          <IconButton
            type="submit"
            size="1"
            variant="ghost"
            radius="full"
            aria-label={intl.formatMessage({ id: 'header.search.submit' })}
          >
            <SearchIcon />
          </IconButton>
        </TextField.Slot>
      </TextField.Root>
    </form>
  );
}
