import {
  Box,
  Button,
  Flex,
  Grid,
  IconButton,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { useLocale } from '../../../i18n/use-locale';
import { ErrorState } from '../../../ui/ErrorState';
import { PlusIcon, SearchIcon } from '../../../ui/icons';
import { DeferredLanguageSelect } from '../../../ui/DeferredLanguageSelect';
import { languageNameInSentence } from '../../../ui/languages';
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
import { useNewQuestions } from '../hooks/use-new-questions';
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

/** The heading: the search term, else the language, else the site's title. */
function HomeHeading({ filters }: { filters: HomeFilterState }) {
  const intl = useIntl();
  if (filters.search) {
    return (
      <FormattedMessage
        id="home.heading.search"
        values={{ search: filters.search }}
      />
    );
  }
  if (filters.language) {
    return (
      <FormattedMessage
        id="home.heading.language"
        values={{
          language: languageNameInSentence(filters.language, intl.locale),
        }}
      />
    );
  }
  return <FormattedMessage id="home.title" />;
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

/** "Showing 20 of 45 questions matching “salam” in Darija · Page 1 of 3": one message. */
function Summary({
  filters,
  shown,
  page,
  total,
  capped,
  totalPages,
}: {
  filters: HomeFilterState;
  shown: number;
  /** The last page on screen ("Load More" adds pages under the address's one). */
  page: number;
  total: number;
  /** The search counted no further than `total`: shown as "1,000+". */
  capped: boolean;
  totalPages: number;
}) {
  const intl = useIntl();
  return (
    <Text as="p" size="2" color="gray" data-testid="home-summary">
      <FormattedMessage
        id="home.summary"
        values={{
          shown,
          total,
          capped: capped ? 'yes' : 'no',
          hasSearch: filters.search ? 'yes' : 'no',
          search: filters.search,
          hasLanguage: filters.language ? 'yes' : 'no',
          language: filters.language
            ? languageNameInSentence(filters.language, intl.locale)
            : '',
          page,
          totalPages,
        }}
      />
    </Text>
  );
}

/** Shown only for a page number past the end: its code loads when it is needed. */
const PageOutOfRange = lazy(() =>
  import('./PageOutOfRange').then((m) => ({ default: m.PageOutOfRange })),
);

/** A page "Load More" added under the list: its cards once loaded. */
function MoreQuestions({ params }: { params: QuestionListParams }) {
  const page = useQuery(questionsQueryOptions(params));
  return page.data?.questions.map((question) => (
    <li key={question.id}>
      <QuestionCard question={question} />
    </li>
  ));
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
  const list = useQuestions({
    locale,
    limit: QUESTIONS_PAGE_SIZE,
    offset: (filters.page - 1) * QUESTIONS_PAGE_SIZE,
    search: filters.search,
    language: filters.language,
  });
  const newQuestions = useNewQuestions(locale, filters, list.data?.questions);
  // Phones: "Load More" appends the next pages under this one (reset by any new filter or page).
  const listKey = searchParams.toString();
  const [added, setAdded] = useState({ listKey, pages: 0 });
  const morePages = added.listKey === listKey ? added.pages : 0;
  const morePage = (i: number): QuestionListParams => ({
    locale,
    limit: QUESTIONS_PAGE_SIZE,
    offset: (filters.page + i) * QUESTIONS_PAGE_SIZE,
    search: filters.search,
    language: filters.language,
  });
  // The pages "Load More" added (their cards are `MoreQuestions`' queries too):
  // how many have arrived and what they hold, for the summary and the pages.
  const more = useQueries({
    queries: Array.from({ length: morePages }, (_, i) =>
      questionsQueryOptions(morePage(i)),
    ),
    combine: (pages) => ({
      loaded: pages.filter((page) => page.data).length,
      shown: pages.reduce(
        (sum, page) => sum + (page.data?.questions.length ?? 0),
        0,
      ),
      fetching: pages.some((page) => page.isFetching),
    }),
  });
  const loadingMore = more.fetching;
  // The last page on screen: the address's page and those added under it.
  const pageReached = filters.page + more.loaded;

  useDocumentTitle(
    filters.search
      ? intl.formatMessage(
          { id: 'home.heading.search' },
          { search: filters.search },
        )
      : filters.language
        ? intl.formatMessage(
            { id: 'home.heading.language' },
            { language: languageNameInSentence(filters.language, intl.locale) },
          )
        : intl.formatMessage({ id: 'nav.home' }),
  );

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
    <Box className="home-page">
      <Flex direction="column" gap="4" mb="6" className="home-hero">
        <PageHeader
          title={<HomeHeading filters={filters} />}
          subtitle={
            isDefault ? <FormattedMessage id="home.subtitle" /> : undefined
          }
          actions={<AskButton testId="home-ask" />}
          mb="0"
        />
        <SearchBar filters={filters} />
      </Flex>

      <Grid
        columns={{ initial: '1', md: 'minmax(0, 1fr) 300px' }}
        gap="6"
        align="start"
      >
        <Flex
          direction="column"
          gap="4"
          ref={listTop}
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
              <Summary
                filters={filters}
                shown={list.data.questions.length + more.shown}
                page={pageReached}
                total={list.data.pagination.total}
                capped={list.data.pagination.totalCapped === true}
                totalPages={list.data.pagination.totalPages}
              />
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
                    {list.data.questions.map((question) => (
                      <li key={question.id}>
                        <QuestionCard question={question} />
                      </li>
                    ))}
                    {Array.from({ length: morePages }, (_, i) => (
                      <MoreQuestions key={i} params={morePage(i)} />
                    ))}
                  </ul>
                </Flex>
              )}
              {filters.page + morePages < list.data.pagination.totalPages && (
                <Button
                  size="3"
                  variant="soft"
                  className="home-load-more"
                  loading={loadingMore}
                  onClick={() => setAdded({ listKey, pages: morePages + 1 })}
                  data-testid="home-load-more"
                >
                  <FormattedMessage id="home.loadMore" />
                </Button>
              )}
              <PaginationControl
                page={pageReached}
                totalPages={list.data.pagination.totalPages}
                hrefFor={hrefFor}
                onNavigate={scrollToList}
              />
            </>
          )}
        </Flex>
        <HomeSidebar filters={filters} />
      </Grid>

      <Box mt="8">
        <PromoBanner />
      </Box>
    </Box>
  );
}
