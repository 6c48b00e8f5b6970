import { AlertDialog, Button, Heading, Spinner, Stack, Tab, TabList, TabPanel, Tabs, Text } from '@site/ui';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { errorMessage } from './access/errorMessage';
import { isAdminApiError } from './adminApi';
import { AdminFrame } from './AdminFrame';
import { useAdminLang } from './adminLanguage';
import { useColorsT } from './colors/colorMessages';
import { usePublishingT } from './colors/publishingMessages';
import { showAdminToast } from './adminToasts';
import { ColorManager } from './colors/ColorManager';
import { useColorDrafts } from './colors/useColorDrafts';
import { ContentEditorScreen } from './content/ContentEditorScreen';
import { ContentList } from './content/ContentList';
import { Dashboard } from './dashboard/Dashboard';
import { ProductsPanel } from './products/ProductsPanel';
import type { InboxSearch } from './submissions/inboxSearch';
import { type InboxSearchChange, SubmissionsPanel } from './submissions/SubmissionsPanel';
import { useUnreadCount } from './submissions/inboxQueries';
import { movingByTabs } from './screenFocus';
import { type AdminTab, adminTabs, tabArea } from './tabs';
import { NotAllowed } from './NotAllowed';
import { useAdminSession, useRoleMay } from './adminSession';
import { roleMay } from '@site/schemas';
import { LoadFailed } from './LoadFailed';
import { formatNumber } from '../../lib/format';

/**
 * The admin panel: its tabs (the route picks one), and on the Colors tab "Save Changes" for the colours not yet on
 * the server.
 */
export function AdminPage({
  tab,
  inboxSearch = {},
  onInboxSearchChange = () => undefined,
  contentPageId,
}: {
  tab: AdminTab;
  inboxSearch?: InboxSearch;
  onInboxSearchChange?: InboxSearchChange;
  /** On the Content tab: the page being edited (`/admin/content/$pageId`), else the list of pages. */
  contentPageId?: string;
}) {
  const t = useColorsT();
  const { lang } = useAdminLang();
  // Read here, above the frame: the header's "Save Changes" and the Color Manager share the same drafts.
  const drafts = useColorDrafts();
  const hasUnsaved = drafts.unsaved.length > 0;
  const mayCatalogue = useRoleMay('catalogue');

  const saveChanges = async () => {
    const { saved, failed } = await drafts.saveAll();
    if (failed.length === 0) {
      showAdminToast({ title: t('save.saved'), description: t('save.savedText') });
      return;
    }
    // A refused colour stays in this browser; a conflict shows up above the Color Manager as a stale draft.
    const conflicts = failed.every((error) => isAdminApiError(error, 'version_conflict'));
    showAdminToast({
      title: conflicts ? t('save.conflictTitle') : t('error.title'),
      description: conflicts
        ? t('save.conflictText')
        : `${t('save.failed')} ${errorMessage(failed[0], t, lang)}`,
      variant: 'destructive',
    });
    if (saved > 0) showAdminToast({ title: t('save.saved'), description: t('save.savedText') });
  };

  return (
    <AdminFrame
      title={t(`tab.${tab}`)}
      actions={
        // Only the colours keep drafts to save; every other screen saves in its own dialogs and actions.
        tab === 'colors' && mayCatalogue ? (
          <Button
            onPress={saveChanges}
            isDisabled={!hasUnsaved}
            isPending={drafts.isSaving}
            pendingLabel={t('shell.loading')}
          >
            {t('shell.saveChanges')}
          </Button>
        ) : undefined
      }
    >
      <AllowedTabs tab={tab}>
        <AdminTabs
          tab={tab}
          drafts={drafts}
          hasUnsaved={hasUnsaved}
          inboxSearch={inboxSearch}
          onInboxSearchChange={onInboxSearchChange}
          contentPageId={contentPageId}
        />
      </AllowedTabs>
    </AdminFrame>
  );
}

/** The tabs when the admin's role looks after the one asked for; else what the role may not see, said plainly. */
function AllowedTabs({ tab, children }: { tab: AdminTab; children: React.ReactNode }) {
  const role = useAdminSession().data?.account.role;
  const area = tabArea[tab];
  if (role === undefined || area === undefined || roleMay(role, area)) return children;
  return <NotAllowed />;
}

function AdminTabs({
  tab,
  drafts,
  hasUnsaved,
  inboxSearch,
  onInboxSearchChange,
  contentPageId,
}: {
  tab: AdminTab;
  drafts: ReturnType<typeof useColorDrafts>;
  hasUnsaved: boolean;
  inboxSearch: InboxSearch;
  onInboxSearchChange: InboxSearchChange;
  contentPageId: string | undefined;
}) {
  const t = useColorsT();
  const publishingT = usePublishingT();
  const { lang } = useAdminLang();
  const navigate = useNavigate();
  const role = useAdminSession().data?.account.role;
  // Only the tabs of the admin's role: what it may not do is not offered.
  const tabs = adminTabs.filter((id) => {
    const area = tabArea[id];
    return area === undefined || (role !== undefined && roleMay(role, area));
  });
  const unread = useUnreadCount(tabs.includes('submissions'));

  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => hasUnsaved && !next.pathname.startsWith('/admin'),
    enableBeforeUnload: () => hasUnsaved,
    withResolver: true,
  });

  const openTab = (next: AdminTab) => navigate({ to: `/admin/${next}` });

  return (
    <>
      <Stack gap="1">
        <Heading level={1} size="xl">
          {t('shell.title')}
        </Heading>
        <Text tone="muted">{t('shell.subtitle')}</Text>
      </Stack>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          movingByTabs();
          openTab(key as AdminTab);
        }}
      >
        <TabList aria-label={t('shell.sections')}>
          {tabs.map((id) => (
            <Tab key={id} id={id}>
              {t(`tab.${id}`)}
              {id === 'submissions' && unread ? ` (${formatNumber(unread, lang)})` : null}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="dashboard">
          <Dashboard onOpenTab={openTab} />
        </TabPanel>
        <TabPanel id="colors">
          {drafts.ready ? (
            <ColorManager
              entries={drafts.entries}
              unsavedIds={drafts.unsaved.map((entry) => entry.id)}
              stale={drafts.stale}
              onColorChange={drafts.changeColor}
              onStaleDecision={drafts.decideStale}
              onPublish={async (entry, accept) => {
                await drafts.publishEntry(entry, accept);
                showAdminToast({
                  title: publishingT('publish.done'),
                  description: publishingT('publish.doneText', { name: entry.name }),
                });
              }}
              onRevert={async (entry, publication) => {
                try {
                  await drafts.revertEntry(entry, publication);
                  showAdminToast({
                    title: publishingT('history.reverted'),
                    description: publishingT('history.revertedText', {
                      name: entry.name,
                      color: publication.baseColor,
                    }),
                  });
                } catch (error) {
                  showAdminToast({
                    title: t('error.title'),
                    description: errorMessage(error, t, lang),
                    variant: 'destructive',
                  });
                }
              }}
            />
          ) : drafts.schemes.isError ? (
            <LoadFailed onRetry={() => drafts.schemes.refetch()} />
          ) : (
            <Spinner label={t('shell.loading')} />
          )}
        </TabPanel>
        <TabPanel id="products">
          <ProductsPanel />
        </TabPanel>
        <TabPanel id="content">
          {contentPageId === undefined ? <ContentList /> : <ContentEditorScreen pageId={contentPageId} />}
        </TabPanel>
        <TabPanel id="submissions">
          <SubmissionsPanel search={inboxSearch} onSearchChange={onInboxSearchChange} />
        </TabPanel>
      </Tabs>
      <AlertDialog
        isOpen={blocker.status === 'blocked'}
        onOpenChange={(open) => {
          // Cancel and Escape close without a decision; after Leave the navigation has already been let through.
          if (!open) blocker.reset?.();
        }}
        title={t('leave.title')}
        confirmLabel={t('leave.confirm')}
        cancelLabel={publishingT('publish.cancel')}
        variant="destructive"
        onConfirm={() => blocker.proceed?.()}
      >
        {t('leave.text')}
      </AlertDialog>
    </>
  );
}
