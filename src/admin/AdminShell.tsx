import CssBaseline from '@mui/material/CssBaseline';
import { CoreAdminUI, type CoreAdminUIProps, type TitleComponent } from 'ra-core';
import { AuthenticationError, Error as ErrorPage, LoadingPage, NotFound, Notification } from 'ra-ui-materialui';

/** The not-found page, given the admin's title when it is text (react-admin types its page's title as text only). */
const CatchAll = ({ title }: { title?: TitleComponent }) => <NotFound title={typeof title === 'string' ? title : undefined} />;

/**
 * react-admin's `<AdminUI>` for a back office with its own sign-in page: the same defaults (CSS baseline,
 * error, loading, not-found pages, notifications) without the default login page and auth-callback page,
 * which `<AdminUI>` imports even when `loginPage={false}` and which bring a form library to the first
 * screen (react-hook-form, react-admin's inputs).
 */
export const AdminShell = (props: Omit<CoreAdminUIProps, 'loginPage' | 'authCallbackPage'>) => (
  <CssBaseline enableColorScheme>
    <CoreAdminUI
      authenticationError={AuthenticationError}
      catchAll={CatchAll}
      error={ErrorPage}
      loading={LoadingPage}
      {...props}
      loginPage={false}
      authCallbackPage={false}
    />
    <Notification />
  </CssBaseline>
);
