import { Button, Spinner, Stack, Text } from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../access/errorMessage';
import { AdminCard } from '../AdminCard';
import { adminDelete, adminGet, adminPost } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAccountT } from './accountMessages';
import { adminKeys } from '../adminSession';
import { showAdminToast } from '../adminToasts';
import * as styles from '../admin.css';
import { formatDateTime } from '../../../lib/format';
import { useReauthenticated, isReauthenticationCancelled } from './Reauthentication';
import { LoadFailed } from '../LoadFailed';

/** "Firefox on Linux" from a user-agent string, enough to recognise one's own devices. */
export function describeDevice(userAgent: string | null, unknown: string): string {
  if (!userAgent) return unknown;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : undefined;
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  if (!browser && !system) return userAgent.slice(0, 60);
  return [browser, system].filter(Boolean).join(' · ');
}

/** Where the admin is signed in, with a way to end any other session or all of them (ASVS 5.0 7.5.2). */
export function SessionsCard() {
  const t = useAccountT();
  const { lang } = useAdminLang();
  const queryClient = useQueryClient();
  const reauthenticated = useReauthenticated();
  const sessions = useQuery({
    queryKey: adminKeys.sessions,
    queryFn: ({ signal }) => adminGet('/api/admin/sessions', { signal }),
  });
  const onError = (error: unknown) => {
    if (isReauthenticationCancelled(error)) return;
    showAdminToast({
      title: t('error.title'),
      description: errorMessage(error, t, lang),
      variant: 'destructive',
    });
  };
  const endOne = useMutation({
    mutationFn: (handle: string) =>
      reauthenticated(() => adminDelete('/api/admin/sessions/:handle', { params: { handle } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sessions }),
    onError,
  });
  const endOthers = useMutation({
    mutationFn: () => reauthenticated(() => adminPost('/api/admin/sessions/end-others')),
    onSuccess: ({ ended }) =>
      showAdminToast({
        title: t('account.sessions'),
        description: t('account.endedOthers', { count: ended }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sessions }),
    onError,
  });

  return (
    <AdminCard
      title={t('account.sessions')}
      description={t('account.sessionsLead')}
      action={
        <Button
          variant="outline"
          onPress={() => endOthers.mutate()}
          isPending={endOthers.isPending}
          pendingLabel={t('shell.loading')}
        >
          {t('account.endOthers')}
        </Button>
      }
    >
      {sessions.isPending ? (
        <Spinner label={t('shell.loading')} />
      ) : sessions.isError ? (
        <LoadFailed onRetry={() => sessions.refetch()} />
      ) : (
        <ul className={styles.plainList} aria-label={t('account.sessions')}>
          {sessions.data.sessions.map((session) => {
            const device = describeDevice(session.userAgent, t('account.unknownDevice'));
            const lastSeen = t('account.lastSeen', {
              time: formatDateTime(session.lastSeenAt, lang),
              client: session.client ?? '?',
            });
            return (
              <li key={session.handle} className={styles.listRow}>
                <Stack gap="1">
                  <Text weight="semibold">
                    {device}
                    {session.current ? ` — ${t('account.thisSession')}` : ''}
                  </Text>
                  <Text size="sm" tone="muted">
                    {lastSeen}
                  </Text>
                </Stack>
                {session.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    // Several sessions of one browser differ by when they were last active.
                    aria-label={`${t('account.endSession')}: ${device}, ${lastSeen}`}
                    onPress={() => endOne.mutate(session.handle)}
                  >
                    {t('account.endSession')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AdminCard>
  );
}
