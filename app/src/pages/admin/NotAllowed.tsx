import { Heading, Stack, Text } from '@site/ui';
import { AppLink } from '../../lib/link';
import { useAdminT } from './adminMessages';
import { useAdminSession } from './adminSession';

/**
 * What a screen shows an admin whose role does not look after it (a bookmark, a link from a colleague): said
 * plainly, with the way back, instead of a screen whose every request the API refuses.
 */
export function NotAllowed() {
  const t = useAdminT();
  const role = useAdminSession().data?.account.role;
  return (
    <Stack gap="3" align="start">
      <Heading level={1} size="xl">
        {t('shell.notAllowedTitle')}
      </Heading>
      <Text>{t('shell.notAllowed', { role: role ? t(`role.${role}`) : '' })}</Text>
      <AppLink to="/admin/dashboard">{t('shell.toDashboard')}</AppLink>
    </Stack>
  );
}
