import type { ContentPageSummary } from '@site/schemas';
import {
  Badge,
  type BadgeTone,
  Cell,
  Column,
  Row,
  SearchField,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  visuallyHidden,
} from '@site/ui';
import { useState } from 'react';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { AppLink } from '../../../lib/link';
import { AdminCard } from '../AdminCard';
import * as adminStyles from '../admin.css';
import { useAdminLang } from '../adminLanguage';
import { LoadFailed } from '../LoadFailed';
import { useContentT } from './contentMessages';
import { filterContentPages } from './contentList';
import { useContentPages } from './contentQueries';

const stateTone: Record<ContentPageSummary['state'], BadgeTone> = {
  built_in: 'neutral',
  draft: 'warning',
  published: 'success',
};

/** Whether a product's page is public, and why not: its product's status, or no publication yet. */
function ProductNote({ page }: { page: ContentPageSummary }) {
  const t = useContentT();
  if (!page.product) return null;
  const { status } = page.product;
  const note =
    status === 'draft'
      ? t('product.draft')
      : status === 'archived'
        ? t('product.archived')
        : page.lastPublication
          ? undefined
          : t('product.unpublished');
  return note ? (
    <Text size="sm" tone="muted">
      {note}
    </Text>
  ) : null;
}

/** The Content tab: every page the studio edits, by name, with its addresses, state and last publication. */
export function ContentList() {
  const t = useContentT();
  const { lang } = useAdminLang();
  const pages = useContentPages();
  const [query, setQuery] = useState('');
  const visible = filterContentPages(pages.data?.pages ?? [], query);
  const when = (time: string, who: string) => t('content.by', { time: formatDateTime(time, lang), who });

  return (
    <AdminCard title={t('content.title')} description={t('content.lead')}>
      <SearchField
        aria-label={t('content.search')}
        placeholder={t('content.search')}
        clearLabel={t('shell.clearSearch')}
        value={query}
        onChange={setQuery}
      />
      <p role="status" className={visuallyHidden}>
        {query && visible.length > 0 ? t('content.shown', { count: formatNumber(visible.length, lang) }) : ''}
      </p>
      {pages.isPending ? (
        <Spinner label={t('shell.loading')} />
      ) : pages.isError ? (
        <LoadFailed onRetry={() => pages.refetch()} />
      ) : (
        <div className={adminStyles.tableWrap}>
          <Table aria-label={t('content.table')}>
            <TableHeader>
              <Column isRowHeader>{t('content.name')}</Column>
              <Column>{t('content.paths')}</Column>
              <Column>{t('content.state')}</Column>
              <Column>{t('content.lastPublication')}</Column>
            </TableHeader>
            <TableBody
              items={visible}
              // The rows are cached per item; a change of language must render them again.
              dependencies={[lang]}
              emptyText={
                pages.data.pages.length === 0
                  ? t('content.none')
                  : t('content.empty', { query: query.trim() })
              }
            >
              {(page) => (
                <Row id={page.id}>
                  <Cell>
                    {page.product ? (
                      <AppLink to="/admin/content/product" search={{ page: page.id }}>
                        {page.name[lang]}
                      </AppLink>
                    ) : (
                      <AppLink to="/admin/content/$pageId" params={{ pageId: page.id }}>
                        {page.name[lang]}
                      </AppLink>
                    )}
                  </Cell>
                  <Cell>
                    <Stack gap="0">
                      <span className={adminStyles.mono}>{page.paths.de}</span>
                      <span className={adminStyles.mono}>{page.paths.en}</span>
                    </Stack>
                  </Cell>
                  <Cell>
                    <Stack gap="1" align="start">
                      <Badge tone={stateTone[page.state]}>{t(`state.${page.state}`)}</Badge>
                      {page.draft ? (
                        <Text size="sm" tone="muted">
                          {t('content.draftBy', {
                            time: formatDateTime(page.draft.updatedAt, lang),
                            who: page.draft.updatedBy,
                          })}
                        </Text>
                      ) : null}
                      <ProductNote page={page} />
                    </Stack>
                  </Cell>
                  <Cell>
                    {page.lastPublication
                      ? when(page.lastPublication.publishedAt, page.lastPublication.publishedBy)
                      : t('content.never')}
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
    </AdminCard>
  );
}
