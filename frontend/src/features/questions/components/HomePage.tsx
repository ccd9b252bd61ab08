import { Button, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { lazy, Suspense, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { useLocale } from '../../../i18n/use-locale';
import { ErrorState } from '../../../ui/ErrorState';
import { PlusIcon, SearchIcon } from '../../../ui/icons';
import { DeferredLanguageSelect } from '../../../ui/DeferredLanguageSelect';
import { languageName } from '../../../ui/languages';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useUser } from '../../../shared/session/get-user';
import { languageCountsQueryOptions } from '../api/get-language-counts';
import {
  questionListsQueryKey,
  questionsQueryOptions,
  useQuestions,
  type QuestionListParams,
} from '../api/get-questions';
import { QUESTIONS_PAGE_SIZE } from '../constants';
import { useCardsShown } from '../hooks/use-cards-shown';
import { useNewQuestions } from '../hooks/use-new-questions';
import { pagesAddedAtom } from '../state/pages-added';
import type { Question } from '../types';
import {
  readHomeFilters,
  withLanguage,
  withPage,
  withSearch,
  type HomeFilterState,
} from '../utils/home-filters';
import { HomeSidebar } from './HomeSidebar';
import { ListNotice } from './ListNotice';
import { NewQuestionsBanner } from './NewQuestionsBanner';
import { PaginationControl } from './PaginationControl';
import { PromoBanner } from './PromoBanner';
import { QuestionCard, QuestionCardSkeleton } from './QuestionCard';
import { PageHeader } from '../../../ui/PageHeader';

/** Ask: members go to the form, guests to the sign-in page. */
function AskButton({ testId }: { testId: string }) {
  const locale = useLocale();
  const { isAuthenticated } = useUser();
  return (
    <Button asChild size="3">
      <Link
        to={isAuthenticated ? paths.ask(locale) : paths.auth(locale)}
        data-testid={testId}
      >
        <PlusIcon />
        <FormattedMessage id="home.ask" />
      </Link>
    </Button>
  );
}

function SearchBar({ filters }: { filters: HomeFilterState }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('search') ?? '');
    navigate(paths.home(locale, withSearch(filters, term)));
  };

  return (
    <Flex gap="3" wrap="wrap" align="center" className="home-filters">
      <form
        role="search"
        className="home-search"
        onSubmit={onSubmit}
        // Start over from the URL's term whenever it changes.
        key={filters.search}
      >
        <TextField.Root
          name="search"
          type="search"
          dir="auto"
          size="3"
          defaultValue={filters.search}
          placeholder={intl.formatMessage({ id: 'home.search.placeholder' })}
          aria-label={intl.formatMessage({ id: 'home.search.label' })}
          data-testid="home-search-input"
        >
          <TextField.Slot side="right">
            <IconButton
              type="submit"
              size="2"
              variant="ghost"
              aria-label={intl.formatMessage({ id: 'home.search.submit' })}
            >
              <SearchIcon />
            </IconButton>
          </TextField.Slot>
        </TextField.Root>
      </form>
      <DeferredLanguageSelect
        ariaLabel={intl.formatMessage({ id: 'home.languageFilter.label' })}
        allLabel={intl.formatMessage({ id: 'home.languageFilter.all' })}
        value={filters.language}
        onChange={(code) =>
          navigate(paths.home(locale, withLanguage(filters, code)))
        }
        testId="home-language-filter"
      />
    </Flex>
  );
}

/** Shown only for a page number past the end: its code loads when it is needed. */
const PageOutOfRange = lazy(() =>
  import('./PageOutOfRange').then((m) => ({ default: m.PageOutOfRange })),
);

/**
 * A page "Load More" added under the list: its cards once loaded, but those
 * the list shows `above` it already (questions asked since the list was read
 * push the older ones down, onto the next page).
 */
function MoreQuestions({
  params,
  above,
  takeFocus,
}: {
  params: QuestionListParams;
  above: Question[];
  /**
   * Set when the Load More pressed for this page went away with it (the
   * list's last page): the page's first question takes the keyboard's focus
   * once it is on screen, once.
   */
  takeFocus?: () => boolean;
}) {
  const page = useQuery(questionsQueryOptions(params));
  const focusFirst = (item: HTMLLIElement | null) => {
    if (item && takeFocus?.()) item.querySelector('a')?.focus();
  };
  return page.data?.questions
    .filter((question) => !above.some(({ id }) => id === question.id))
    .map((question, at) => (
      <li key={question.id} ref={at === 0 ? focusFirst : undefined}>
        <QuestionCard question={question} />
      </li>
    ));
}

/** Characters of the search term shown in the heading and the summary. */
const SHOWN_TERM_LENGTH = 80;

/** Quotation marks a search term may hold: straight, curly and guillemets. */
const QUOTES = /["\u201c\u201d\u00ab\u00bb]/;

/**
 * The term as the heading shows it: quotes that do not pair up (a lone '"',
 * a '\u201c' with no '\u201d') are left out, so the heading's own never
 * look unbalanced.
 */
function pairedQuotes(term: string): string {
  return ['""', '\u201c\u201d', '\u00ab\u00bb']
    .reduce((shown, [open, close]) => {
      const opened = shown.split(open).length;
      return (
        open === close ? opened % 2 : opened === shown.split(close).length
      )
        ? shown
        : shown.replaceAll(open, '').replaceAll(close, '');
    }, term)
    .trim();
}

/** The first `max` characters of `text`, with an ellipsis when it is longer. */
function shortened(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max
    ? text
    : `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** The question list: search, language filter, 20 per page, sidebar and app banner. */
export function HomePage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const filters = readHomeFilters(searchParams);
  const listTop = useRef<HTMLDivElement>(null);
  // The added page whose first question takes the focus of the Load More
  // that went away with it (MoreQuestions' takeFocus).
  const focusPage = useRef<number | null>(null);
  const pageOf = (page: number): QuestionListParams => ({
    locale,
    limit: QUESTIONS_PAGE_SIZE,
    offset: (page - 1) * QUESTIONS_PAGE_SIZE,
    search: filters.search,
    language: filters.language,
  });
  const list = useQuestions(pageOf(filters.page));
  const cardsShown = useCardsShown(list.data?.questions.length ?? 0);
  const newQuestions = useNewQuestions(locale, filters, list.data?.questions);
  // Phones: "Load More" appends the next pages under this one, for this
  // history entry: any other address (even the same one again) starts without.
  const { key } = useLocation();
  const [pagesAdded, setPagesAdded] = useAtom(pagesAddedAtom);
  const morePages = pagesAdded[key] ?? 0;
  const morePage = (i: number) => pageOf(filters.page + 1 + i);
  // The page "Load More" last added (its cards are `MoreQuestions`' query too).
  const lastMore = useQuery({
    ...questionsQueryOptions(morePage(Math.max(morePages - 1, 0))),
    enabled: morePages > 0,
  });
  const loadingMore = morePages > 0 && lastMore.isFetching;
  // The added pages on screen, all full but the last.
  const lastShown = morePages && lastMore.data?.questions.length;
  const moreLoaded = lastShown === undefined ? morePages - 1 : morePages;
  // The added pages' questions, those loaded (each page's cards leave out
  // those above them).
  const added = Array.from(
    { length: morePages },
    (_, i) =>
      queryClient.getQueryData(questionsQueryOptions(morePage(i)).queryKey)
        ?.questions ?? [],
  );
  // The last page on screen: the address's page and those added under it.
  const pageReached = filters.page + moreLoaded;
  // The list's last page, as the page added last counts it: questions asked
  // since the list was read push the oldest onto a page further on.
  const lastAdded = morePages > 0 ? lastMore.data : undefined;
  const lastPage =
    lastAdded?.pagination.totalPages ?? list.data?.pagination.totalPages ?? 0;

  const language =
    filters.language && languageName(filters.language, intl.locale, true);
  // The heading (and the tab's title): the search term, else the language.
  // A long term is shown by its start; the search box holds all of it.
  const shownTerm = pairedQuotes(shortened(filters.search, SHOWN_TERM_LENGTH));
  // A term with quotes of its own (a phrase: "salam alikoum") gets none added.
  const quotedTerm = QUOTES.test(shownTerm);
  const heading = filters.search
    ? intl.formatMessage(
        {
          id: quotedTerm ? 'home.heading.searchQuoted' : 'home.heading.search',
        },
        { search: shownTerm },
      )
    : language
      ? intl.formatMessage({ id: 'home.heading.language' }, { language })
      : undefined;
  useDocumentTitle(heading ?? intl.formatMessage({ id: 'nav.home' }));

  const scrollToList = () =>
    listTop.current?.scrollIntoView({ block: 'start' });
  const goToPage = (page: number) => {
    navigate(paths.home(locale, withPage(filters, page)));
    scrollToList();
  };

  /** Page 1 of the same filters, read again, with the sidebar's counts. */
  const showNewQuestions = () => {
    newQuestions.clear();
    void queryClient.invalidateQueries({
      queryKey: questionListsQueryKey(locale),
      refetchType: 'none',
    });
    void queryClient.invalidateQueries({
      queryKey: languageCountsQueryOptions(locale).queryKey,
    });
    if (filters.page === 1) void list.refetch();
    else goToPage(1);
    // The banner goes: the focus moves to the list it refreshed, not to the page's top.
    listTop.current?.focus();
  };

  const isDefault = !filters.search && !filters.language;
  const hrefFor = (page: number) => paths.home(locale, withPage(filters, page));
  // Questions exist, but none on this page: the page number is past the last page.
  const pastLastPage =
    list.data !== undefined &&
    filters.page > 1 &&
    list.data.questions.length === 0 &&
    list.data.pagination.total > 0;

  return (
    // Plain elements with the app's CSS, not Radix's Box and Grid: home would
    // load their two chunks for three wrappers a div draws the same.
    <div className="home-page">
      <Flex direction="column" gap="4" mb="6" className="home-hero">
        <PageHeader
          title={heading ?? <FormattedMessage id="home.title" />}
          subtitle={
            isDefault ? <FormattedMessage id="home.subtitle" /> : undefined
          }
          actions={<AskButton testId="home-ask" />}
          mb="0"
        />
        <SearchBar filters={filters} />
      </Flex>

      <div className="home-layout">
        <Flex
          direction="column"
          gap="4"
          ref={listTop}
          tabIndex={-1}
          data-testid="home-list"
          data-live={newQuestions.live ? 'on' : 'off'}
        >
          <NewQuestionsBanner
            count={newQuestions.count}
            onShow={showNewQuestions}
          />
          {list.isError ? (
            <ErrorState
              onRetry={() => void list.refetch()}
              error={list.error}
              testId="home-error"
            />
          ) : list.isPending ? (
            <Flex
              direction="column"
              gap="3"
              aria-busy="true"
              aria-label={intl.formatMessage({ id: 'common.loading' })}
            >
              {[0, 1, 2, 3].map((i) => (
                <QuestionCardSkeleton key={i} />
              ))}
            </Flex>
          ) : pastLastPage ? (
            <Suspense fallback={null}>
              <PageOutOfRange
                page={filters.page}
                lastPage={Math.max(
                  1,
                  Math.min(list.data.pagination.totalPages, filters.page - 1),
                )}
                hrefFor={hrefFor}
              />
            </Suspense>
          ) : (
            <>
              {/* "Showing 20 of 45 questions matching “salam” in Darija · Page 1 of 3";
                  nothing found says so below, without "Showing 0 of 0". */}
              {list.data.pagination.total > 0 && (
                <Text as="p" size="2" color="gray" data-testid="home-summary">
                  <FormattedMessage
                    id="home.summary"
                    values={{
                      shown: new Set(
                        list.data.questions
                          .concat(...added)
                          .map((question) => question.id),
                      ).size,
                      total: (lastAdded ?? list.data).pagination.total,
                      capped: list.data.pagination.totalCapped ? 'yes' : 'no',
                      hasSearch: !filters.search
                        ? 'no'
                        : quotedTerm
                          ? 'quoted'
                          : 'yes',
                      search: shownTerm,
                      hasLanguage: language ? 'yes' : 'no',
                      language,
                      page: pageReached,
                      totalPages: lastPage,
                    }}
                  />
                </Text>
              )}
              {list.data.questions.length === 0 ? (
                <ListNotice
                  testId="home-empty"
                  title={<FormattedMessage id="home.empty.title" />}
                  description={
                    <FormattedMessage
                      id={
                        isDefault
                          ? 'home.empty.description'
                          : 'home.empty.filteredDescription'
                      }
                    />
                  }
                >
                  <AskButton testId="home-empty-ask" />
                </ListNotice>
              ) : (
                <Flex
                  direction="column"
                  gap="3"
                  asChild
                  data-testid="question-list"
                >
                  <ul className="question-list">
                    {list.data.questions
                      .slice(0, cardsShown)
                      .map((question) => (
                        <li key={question.id}>
                          <QuestionCard question={question} />
                        </li>
                      ))}
                    {Array.from({ length: morePages }, (_, i) => (
                      <MoreQuestions
                        key={i}
                        params={morePage(i)}
                        above={list.data.questions.concat(...added.slice(0, i))}
                        takeFocus={() => {
                          if (focusPage.current !== i) return false;
                          focusPage.current = null;
                          return true;
                        }}
                      />
                    ))}
                  </ul>
                </Flex>
              )}
              {filters.page + morePages < lastPage && (
                <Button
                  size="3"
                  variant="soft"
                  className="home-load-more"
                  loading={loadingMore}
                  // Busy, not disabled, while the page loads: a disabled
                  // button would drop the keyboard's focus. Pressed again
                  // meanwhile, it asks for nothing more.
                  disabled={false}
                  aria-disabled={loadingMore || undefined}
                  data-disabled={loadingMore || undefined}
                  onClick={(event) => {
                    if (loadingMore) return;
                    // The list's last page: the button goes, and the focus it
                    // had goes to that page's first question.
                    const last = filters.page + morePages + 1 >= lastPage;
                    focusPage.current =
                      last && event.currentTarget === document.activeElement
                        ? morePages
                        : null;
                    setPagesAdded({ ...pagesAdded, [key]: morePages + 1 });
                  }}
                  data-testid="home-load-more"
                >
                  <FormattedMessage id="home.loadMore" />
                </Button>
              )}
              <PaginationControl
                page={pageReached}
                totalPages={lastPage}
                hrefFor={hrefFor}
                onNavigate={scrollToList}
              />
            </>
          )}
        </Flex>
        <HomeSidebar filters={filters} />
      </div>

      <div className="home-promo">
        <PromoBanner />
      </div>
    </div>
  );
}
