import { roleMay } from '@site/schemas';
import { Button, Spinner, Stack, Text, ToastRegion } from '@site/ui';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { AdminLanguageSwitch, AdminThemeSwitch } from './access/AccessLayout';
import { errorMessage } from './access/errorMessage';
import { adminPost, isAdminApiError } from './adminApi';
import { useAdminLang } from './adminLanguage';
import { useAdminT } from './adminMessages';
import { useAdminSession } from './adminSession';
import * as styles from './admin.css';
import { adminToastQueue, showAdminToast } from './adminToasts';
import { AppLink } from '../../lib/link';
import { LoadFailed } from './LoadFailed';
import { useFocusRescue, useScreenFocus } from './screenFocus';
import { adminTabs } from './tabs';
import { skipLink } from '../../shell/shell.css';

/** The heading of the screen shown, for the focus when a header control it was on is disabled. */
const screenHeading = () => document.querySelector<HTMLElement>('#admin-main h1');

/**
 * Every signed-in admin page: a skip link, the header (the brand, a link to the panel; the admin's email, account
 * and audit log, theme, language, View Site, the page's own actions, Sign out), the page, and the admin's notifications. The page renders only once the
 * session is known; a signed-out visitor is sent to the sign-in page by the admin layout (`onSessionEnded`).
 */
export function AdminFrame({
  title,
  actions,
  children,
}: {
  /** What the browser tab and history call this screen. */
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useAdminT();
  const { lang } = useAdminLang();
  const navigate = useNavigate();
  const session = useAdminSession();
  const main = useRef<HTMLElement>(null);
  usePreloadedAdminScreens();
  useScreenFocus(main, session.data !== undefined);
  useFocusRescue(main);
  const nav = useRef<HTMLElement>(null);
  useFocusRescue(nav, screenHeading);

  const signOut = async () => {
    try {
      await adminPost('/api/admin/sign-out');
    } catch (error) {
      // Not signed out (the server was not reached, or refused): the session is still valid, so say so and stay.
      if (!isAdminApiError(error, 'unauthenticated')) {
        showAdminToast({
          title: t('shell.signOutFailed'),
          description: errorMessage(error, t, lang),
          variant: 'destructive',
        });
        return;
      }
    }
    window.location.assign('/admin/login?reason=signed_out');
  };

  return (
    <div className={styles.page}>
      <title>{`${title} | ${t('shell.brand')}`}</title>
      <a href="#admin-main" className={skipLink}>
        {t('shell.skipToContent')}
      </a>
      <header className={styles.header}>
        <Stack direction="row" gap="3" align="center" wrap>
          <AppLink to="/admin" variant="standalone" className={styles.brand}>
            {t('shell.brand')}
          </AppLink>
          {session.data ? (
            <Text size="sm" tone="muted">
              {t('shell.signedInAs', { email: session.data.account.email })} ·{' '}
              {t('shell.role', { role: t(`role.${session.data.account.role}`) })}
            </Text>
          ) : null}
        </Stack>
        <nav aria-label={t('shell.brand')} className={styles.headerNav} ref={nav}>
          <AppLink to="/admin/account" variant="standalone">
            {t('shell.account')}
          </AppLink>
          {session.data && roleMay(session.data.account.role, 'team') ? (
            <AppLink to="/admin/audit" variant="standalone">
              {t('shell.auditLog')}
            </AppLink>
          ) : null}
          <AdminThemeSwitch />
          <AdminLanguageSwitch />
          <Button
            variant="outline"
            onPress={() => navigate({ to: '/{-$locale}', params: { locale: undefined } })}
          >
            {t('shell.viewSite')}
          </Button>
          {actions}
          <Button variant="ghost" onPress={signOut}>
            {t('shell.signOut')}
          </Button>
        </nav>
      </header>
      <main lang={lang} id="admin-main" ref={main} tabIndex={-1} className={styles.content}>
        {session.data ? (
          children
        ) : session.isError ? (
          <LoadFailed onRetry={() => session.refetch()} />
        ) : (
          <Spinner label={t('shell.loading')} />
        )}
      </main>
      <ToastRegion queue={adminToastQueue} label={t('shell.notifications')} closeLabel={t('shell.dismiss')} />
    </div>
  );
}

/**
 * Every admin screen's code, fetched once the browser is idle: switching screens then downloads nothing, and when
 * the server is down by then the screen says its data could not be loaded (with "Try again") instead of the
 * router reloading the page into the browser's own error page.
 */
function usePreloadedAdminScreens() {
  const router = useRouter();
  useEffect(() => {
    const preload = () => {
      for (const tab of adminTabs) void router.preloadRoute({ to: `/admin/${tab}` }).catch(() => undefined);
      void router.preloadRoute({ to: '/admin/account' }).catch(() => undefined);
      void router.preloadRoute({ to: '/admin/audit' }).catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(preload, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(preload, 200);
    return () => clearTimeout(timer);
  }, [router]);
}
