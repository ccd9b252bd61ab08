import { Container, Flex, Spinner } from '@radix-ui/themes';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { DeferredDialectMenu } from './deferred-widgets';
import { Footer } from './Footer';
import { Header } from './Header';

const MAIN_ID = 'main-content';

/** Shown while a page's code is loading. */
export function PageFallback() {
  const intl = useIntl();
  return (
    <Flex justify="center" py="9" role="status">
      <Spinner
        size="3"
        aria-label={intl.formatMessage({ id: 'common.loading' })}
      />
    </Flex>
  );
}

/** Header, page, footer and the dialect menu around every page. */
export function AppLayout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        <FormattedMessage id="app.skipToContent" />
      </a>
      <Header />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Container size="4" px="4" py="6">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <Footer />
      <DeferredDialectMenu />
    </div>
  );
}
