import { roleMay } from '@site/schemas';
import { Button, Select, Spinner, Stack, Switch, Text } from '@site/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../access/errorMessage';
import { AdminCard } from '../AdminCard';
import { adminGet, adminPut } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { adminKeys, useAdminSession } from '../adminSession';
import { showAdminToast } from '../adminToasts';
import { LoadFailed } from '../LoadFailed';
import { useAccountT } from './accountMessages';

type Choices = { support: boolean; survey: boolean; digest: boolean; lang: 'de' | 'en' };

/**
 * What this admin is e-mailed about (new support messages, new survey answers, a daily digest, or nothing) and in
 * which language; an editor sees no submission and so is offered none. Without SMTP_URL the card says no e-mail is
 * sent at all.
 */
export function MailChoicesCard() {
  const t = useAccountT();
  const { lang } = useAdminLang();
  const queryClient = useQueryClient();
  const role = useAdminSession().data?.account.role;
  const stored = useQuery({
    queryKey: adminKeys.mailChoices,
    queryFn: ({ signal }) => adminGet('/api/admin/mail-choices', { signal }),
  });
  const [choices, setChoices] = useState<Choices>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (stored.data) {
      const { support, survey, digest, lang: mailLang } = stored.data;
      setChoices({ support, survey, digest, lang: mailLang });
    }
  }, [stored.data]);
  const mayInbox = role !== undefined && roleMay(role, 'inbox');

  const save = async () => {
    if (!choices) return;
    setSaving(true);
    try {
      const answer = await adminPut('/api/admin/mail-choices', { body: choices });
      queryClient.setQueryData(adminKeys.mailChoices, answer);
      showAdminToast({ title: t('mail.title'), description: t('mail.saved') });
    } catch (error) {
      showAdminToast({
        title: t('error.title'),
        description: errorMessage(error, t, lang),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminCard title={t('mail.title')} description={t('mail.lead')}>
      {stored.isError ? (
        <LoadFailed onRetry={() => stored.refetch()} />
      ) : !choices || !stored.data ? (
        <Spinner label={t('shell.loading')} />
      ) : (
        <Stack gap="3">
          {stored.data.mail ? null : <Text tone="muted">{t('mail.off')}</Text>}
          {mayInbox ? (
            (['support', 'survey', 'digest'] as const).map((kind) => (
              <Switch
                key={kind}
                isSelected={choices[kind]}
                onChange={(on) => setChoices({ ...choices, [kind]: on })}
              >
                {t(`mail.${kind}`)}
              </Switch>
            ))
          ) : (
            <Text>{t('mail.editorNone')}</Text>
          )}
          <Select
            label={t('mail.lang')}
            items={(['de', 'en'] as const).map((id) => ({ id, label: t(`lang.${id}`) }))}
            value={choices.lang}
            onChange={(next) => (next === 'de' || next === 'en') && setChoices({ ...choices, lang: next })}
          />
          <div>
            <Button onPress={save} isPending={saving} pendingLabel={t('shell.loading')}>
              {t('mail.save')}
            </Button>
          </div>
        </Stack>
      )}
    </AdminCard>
  );
}
