import { Box, Card, Flex, Grid, Heading, Tabs, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { BRAND_NAME } from '../../../config/brand';
import { useLocale } from '../../../i18n/use-locale';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useUser } from '../../../shared/session/get-user';
import { returnPath } from '../../../shared/session/use-sign-in-prompt';
import { AuthBenefits } from './AuthBenefits';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

type AuthTab = 'login' | 'register';

/** Login and Register tabs beside the reasons to join. Members go home, or back to the page that sent them here. */
export function AuthPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { isAuthenticated } = useUser();
  const location = useLocation();
  const [tab, setTab] = useState<AuthTab>('login');
  useDocumentTitle(intl.formatMessage({ id: 'auth.title' }));

  if (isAuthenticated)
    return <Navigate to={returnPath(location, paths.home(locale))} replace />;

  return (
    <Box className="auth-page">
      <Flex direction="column" gap="2" mb="6" align="center">
        <Heading as="h1" size="8" align="center">
          <FormattedMessage id="auth.welcome" values={{ brand: BRAND_NAME }} />
        </Heading>
        <Text as="p" size="4" color="gray" align="center">
          <FormattedMessage id="auth.subtitle" />
        </Text>
      </Flex>
      <Grid columns={{ initial: '1', md: '2' }} gap="6" align="start">
        <Card size="3" className="auth-card">
          <Tabs.Root
            value={tab}
            onValueChange={(value) => setTab(value as AuthTab)}
          >
            <Tabs.List
              size="2"
              justify="center"
              aria-label={intl.formatMessage({ id: 'auth.title' })}
            >
              <Tabs.Trigger value="login" data-testid="auth-tab-login">
                <FormattedMessage id="auth.tab.login" />
              </Tabs.Trigger>
              <Tabs.Trigger value="register" data-testid="auth-tab-register">
                <FormattedMessage id="auth.tab.register" />
              </Tabs.Trigger>
            </Tabs.List>
            <Box pt="5">
              <Tabs.Content value="login">
                <LoginForm onSwitchToRegister={() => setTab('register')} />
              </Tabs.Content>
              <Tabs.Content value="register">
                <RegisterForm onSwitchToLogin={() => setTab('login')} />
              </Tabs.Content>
            </Box>
          </Tabs.Root>
        </Card>
        <AuthBenefits />
      </Grid>
    </Box>
  );
}
