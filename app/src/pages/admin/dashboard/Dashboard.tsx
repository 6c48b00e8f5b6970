import { Button, Card, Grid, Heading, Spinner, Stack, Text } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminGet } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useDashboardT } from './dashboardMessages';
import { adminKeys, useRoleMay } from '../adminSession';
import type { AdminTab } from '../tabs';
import { formatNumber } from '../../../lib/format';
import { AppLink } from '../../../lib/link';

export function Dashboard({ onOpenTab }: { onOpenTab: (tab: AdminTab) => void }) {
  const t = useDashboardT();
  const { lang } = useAdminLang();
  const figures = useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => adminGet('/api/admin/dashboard', { signal }),
  });
  // A figure not known yet shows a spinner; one that failed to load a dash (the alert above says why), and so does
  // one the admin's role does not look after (null: an editor's submissions, support's products).
  // Only the cards of the admin's role (the figures of another role's part come as null anyway).
  const mayCatalogue = useRoleMay('catalogue');
  const mayContent = useRoleMay('content');
  const mayInbox = useRoleMay('inbox');
  const count = (value: number | null | undefined) =>
    figures.isError || value === null ? '–' : value === undefined ? undefined : formatNumber(value, lang);

  // "2 of 14": the pages whose live copy is a publication, of every page the studio edits.
  const content = figures.data?.content;

  return (
    <Stack gap="4">
      {figures.isError ? (
        <Stack direction="row" gap="2" align="center" wrap>
          <Text role="alert">{t('shell.loadFailed')}</Text>
          <Button variant="outline" size="sm" onPress={() => figures.refetch()}>
            {t('shell.retry')}
          </Button>
        </Stack>
      ) : null}
      <Grid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
        {mayCatalogue ? (
          <>
            <DashboardFigure
              title={t('dashboard.products')}
              count={count(figures.data?.activeProducts)}
              loadingLabel={t('shell.loading')}
              caption={t('dashboard.productsCaption')}
              action={<Button onPress={() => onOpenTab('products')}>{t('dashboard.manageProducts')}</Button>}
            />
            <DashboardFigure
              title={t('dashboard.colorSchemes')}
              count={count(figures.data?.colorSchemes)}
              loadingLabel={t('shell.loading')}
              caption={t('dashboard.colorSchemesCaption')}
              action={<Button onPress={() => onOpenTab('colors')}>{t('dashboard.manageColors')}</Button>}
            />
          </>
        ) : null}
        {mayContent ? (
          <DashboardFigure
            title={t('dashboard.content')}
            count={
              content
                ? t('dashboard.contentCount', {
                    published: formatNumber(content.published, lang),
                    pages: formatNumber(content.pages, lang),
                  })
                : count(content === undefined ? undefined : null)
            }
            loadingLabel={t('shell.loading')}
            caption={t('dashboard.contentCaption')}
            action={
              <AppLink to="/admin/content" variant="primary">
                {t('dashboard.manageContent')}
              </AppLink>
            }
          />
        ) : null}
        {mayInbox ? (
          <DashboardFigure
            title={t('dashboard.submissions')}
            count={count(figures.data?.newSubmissions)}
            loadingLabel={t('shell.loading')}
            caption={t('dashboard.submissionsCaption')}
            action={
              <Button onPress={() => onOpenTab('submissions')}>{t('dashboard.manageSubmissions')}</Button>
            }
          />
        ) : null}
      </Grid>
    </Stack>
  );
}

function DashboardFigure({
  title,
  count,
  caption,
  action,
  loadingLabel,
}: {
  loadingLabel: string;
  title: string;
  count: string | number | undefined;
  caption: string;
  action: ReactNode;
}) {
  return (
    <Card
      as="section"
      header={
        <Heading level={2} size="md">
          {title}
        </Heading>
      }
      footer={action}
    >
      {count === undefined ? (
        <Spinner size="sm" label={loadingLabel} />
      ) : (
        <Text size="xl" weight="bold">
          {count}
        </Text>
      )}
      <Text tone="muted">{caption}</Text>
    </Card>
  );
}
