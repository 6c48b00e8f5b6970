import { AlertDialog, Stack } from '@site/ui';
import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';
import { AppLink } from '../../../lib/link';
import { useAdminLang } from '../adminLanguage';
import { useContentT } from './contentMessages';
import { useContentPage } from './contentQueries';
import { PageEditor } from './PageEditor';

/**
 * `/admin/content/$pageId`: the way back to the list, the page editor, and the question before leaving with
 * unsaved changes (another screen, another site, closing the tab), as the Colors tab asks.
 */
export function ContentEditorScreen({ pageId }: { pageId: string }) {
  const t = useContentT();
  const { lang } = useAdminLang();
  const [unsaved, setUnsaved] = useState(false);
  const name = useContentPage(pageId).data?.page.name[lang] ?? pageId;
  const blocker = useBlocker({
    shouldBlockFn: () => unsaved,
    enableBeforeUnload: () => unsaved,
    withResolver: true,
  });
  return (
    <Stack gap="4">
      <AppLink to="/admin/content" variant="standalone">
        {t('editor.back')}
      </AppLink>
      <PageEditor pageId={pageId} onUnsavedChange={setUnsaved} />
      <AlertDialog
        isOpen={blocker.status === 'blocked'}
        onOpenChange={(open) => {
          // Stay and Escape close without a decision; after Leave the navigation has already been let through.
          if (!open) blocker.reset?.();
        }}
        title={t('leave.title')}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.stay')}
        variant="destructive"
        onConfirm={() => blocker.proceed?.()}
      >
        {t('leave.text', { name })}
      </AlertDialog>
    </Stack>
  );
}
