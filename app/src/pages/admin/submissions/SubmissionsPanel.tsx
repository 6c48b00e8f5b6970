import type { InboxFilter } from '@site/schemas';
import { Tab, TabList, TabPanel, Tabs } from '@site/ui';
import { AdminCard } from '../AdminCard';
import { useRoleMay } from '../adminSession';
import { ReauthenticationProvider } from '../account/Reauthentication';
import { useAdminLang } from '../adminLanguage';
import { ErasurePanel } from './ErasurePanel';
import { InboxFilters } from './InboxFilters';
import { InboxList } from './InboxList';
import { useInboxT } from './inboxMessages';
import { useInboxCounts } from './inboxQueries';
import { filterOf, type InboxSearch, type InboxView, inboxViews } from './inboxSearch';
import { RatingStats } from './RatingStats';
import { WebhooksPanel } from './WebhooksPanel';
import { formatNumber } from '../../../lib/format';

export type InboxSearchChange = (search: InboxSearch, options?: { replace?: boolean }) => void;

/**
 * The Submissions tab: the inbox (filters and search in the URL, the list, the detail, export), the survey
 * ratings of the same view, erasure for privacy requests, and webhooks.
 */
export function SubmissionsPanel({
  search,
  onSearchChange,
}: {
  search: InboxSearch;
  onSearchChange: InboxSearchChange;
}) {
  const t = useInboxT();
  const mayTeam = useRoleMay('team');
  const filter = filterOf(search);
  // A view the role may not use (a bookmark of the webhooks) shows the inbox instead.
  const view: InboxView = mayTeam || search.view === 'ratings' ? (search.view ?? 'inbox') : 'inbox';
  const changeFilter = (next: InboxFilter, options?: { replace?: boolean }) =>
    onSearchChange(search.view ? { ...next, view: search.view } : next, options);

  return (
    <ReauthenticationProvider>
      <Tabs
        selectedKey={view}
        onSelectionChange={(key) =>
          onSearchChange(key === 'inbox' ? filter : { ...filter, view: key as InboxSearch['view'] })
        }
      >
        <TabList aria-label={t('views.label')}>
          {inboxViews
            .filter((id) => mayTeam || (id !== 'privacy' && id !== 'webhooks'))
            .map((id) => (
              <Tab key={id} id={id}>
                {t(`views.${id}`)}
              </Tab>
            ))}
        </TabList>
        <TabPanel id="inbox">
          <AdminCard title={t('inbox.title')} description={<InboxSummary />}>
            <InboxFilters filter={filter} onChange={changeFilter} />
            <InboxList
              filter={filter}
              onFilterChange={changeFilter}
              initiallyOpen={search.open}
              onInitialClosed={() =>
                onSearchChange(search.view ? { ...filter, view: search.view } : filter, { replace: true })
              }
            />
          </AdminCard>
        </TabPanel>
        <TabPanel id="ratings">
          <AdminCard title={t('stats.title')} description={t('stats.lead')}>
            <InboxFilters filter={filter} onChange={changeFilter} />
            <RatingStats filter={filter} />
          </AdminCard>
        </TabPanel>
        {/* Erasure and webhooks are the owner's (roleAreas.team): support is not offered them. */}
        {mayTeam ? (
          <>
            <TabPanel id="privacy">
              <ErasurePanel />
            </TabPanel>
            <TabPanel id="webhooks">
              <WebhooksPanel />
            </TabPanel>
          </>
        ) : null}
      </Tabs>
    </ReauthenticationProvider>
  );
}

/** "3 unread · 1 in the spam folder", or the plain lead while the counts load. */
function InboxSummary() {
  const t = useInboxT();
  const { lang } = useAdminLang();
  const counts = useInboxCounts();
  if (!counts.data) return t('inbox.lead');
  return t('inbox.counts', {
    unread: formatNumber(counts.data.unread, lang),
    spam: formatNumber(counts.data.spam, lang),
    total: formatNumber(counts.data.total, lang),
  });
}
