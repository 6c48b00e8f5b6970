import {
  type AdminAnswer,
  type ContentDraft,
  contentFields,
  type PageCopy,
  pageCopySchema,
} from '@site/schemas';
import { AlertDialog, Badge, Button, Link, Spinner, Stack, Text } from '@site/ui';
import { Form, FormikProvider, setIn, useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../access/errorMessage';
import { AdminCard } from '../AdminCard';
import { adminRefusal, isAdminApiError } from '../adminApi';
import { useAdminSession } from '../adminSession';
import { useAdminLang } from '../adminLanguage';
import { showAdminToast } from '../adminToasts';
import { LoadFailed } from '../LoadFailed';
import * as styles from './content.css';
import { useContentT } from './contentMessages';
import { useContentMutations, useContentPage } from './contentQueries';
import { ContentHistory } from './ContentHistory';
import { CopyFields } from './CopyFields';
import { DraftConflict } from './DraftConflict';
import { ErrorSummary } from './ErrorSummary';
import { dropKeptCopy, keepCopy, takeKeptCopy } from './keptCopy';
import { PreviewPanel } from './PreviewPanel';

type ContentPage = AdminAnswer<'GET /api/admin/content/pages/:id'>;

/** Where a change comes back with someone else's draft (or none any more). */
const draftChanges = [
  'PUT /api/admin/content/pages/:id/draft',
  'DELETE /api/admin/content/pages/:id/draft',
  'POST /api/admin/content/pages/:id/publish',
] as const;

/**
 * The content studio's page editor: the page's copy as a form generated from its fields, with Save draft,
 * Preview, Publish and Discard draft, a conflict explained when someone else saved first, and the page's history.
 * `onUnsavedChange` tells the screen around it whether leaving would lose typed changes.
 */
export function PageEditor({
  pageId,
  onUnsavedChange,
}: {
  pageId: string;
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const t = useContentT();
  const page = useContentPage(pageId);
  if (page.isPending) return <Spinner label={t('shell.loading')} />;
  if (page.isError)
    return isAdminApiError(page.error, 'not_found') ? (
      <Text role="alert">{t('editor.notFound', { id: pageId })}</Text>
    ) : (
      <LoadFailed onRetry={() => page.refetch()} />
    );
  return <LoadedEditor data={page.data} onUnsavedChange={onUnsavedChange} />;
}

function LoadedEditor({
  data,
  onUnsavedChange,
}: {
  data: ContentPage;
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const t = useContentT();
  const { lang } = useAdminLang();
  const { page: model, draft, published } = data;
  const name = model.name[lang];
  const root = useMemo(() => contentFields(model), [model]);
  const schema = useMemo(() => pageCopySchema(model), [model]);
  const live = published?.content ?? model.builtIn;
  // The version the next save names: the draft the form was loaded from or last saved as (0: none yet).
  const version = draft?.version ?? 0;
  const { saveDraft, discardDraft, publish, revert, takeCurrent } = useContentMutations(model.id);
  const [conflict, setConflict] = useState<{ current: ContentDraft | null }>();
  const [refusedByServer, setRefusedByServer] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [discarding, setDiscarding] = useState(false);

  const failed = (error: unknown) => {
    const refusal = adminRefusal(error, draftChanges, 'version_conflict');
    if (refusal) setConflict({ current: refusal.current });
    else
      showAdminToast({
        title: t('error.title'),
        description: errorMessage(error, t, lang),
        variant: 'destructive',
      });
  };

  const account = useAdminSession().data?.account.id;
  const formik = useFormik<PageCopy>({
    initialValues: draft?.content ?? live,
    validationSchema: schema,
    onSubmit: async (values, helpers): Promise<ContentDraft | undefined> => {
      setRefusedByServer(false);
      // Kept until the server has answered: an ended session sends the admin to the sign-in page mid-save.
      if (account) keepCopy({ account, pageId: model.id, content: values });
      try {
        const saved = await saveDraft.mutateAsync({ content: values, version });
        dropKeptCopy();
        helpers.resetForm({ values: saved.content });
        showAdminToast({ title: t('editor.saved'), description: t('editor.savedText', { name }) });
        return saved;
      } catch (error) {
        if (!isAdminApiError(error, 'unauthenticated')) dropKeptCopy();
        if (isAdminApiError(error, 'invalid_fields')) {
          // The server's own check (the same schema) refused a field: said beside it, as the form's would be.
          let errors = {};
          for (const [path, code] of Object.entries(error.fields))
            if (path.startsWith('content.')) errors = setIn(errors, path.slice('content.'.length), code);
          helpers.setErrors(errors);
          setRefusedByServer(true);
        } else failed(error);
        return undefined;
      }
    },
  });
  const { dirty, setValues } = formik;
  useEffect(() => onUnsavedChange?.(dirty), [dirty, onUnsavedChange]);

  // Back from the sign-in after a save found the session ended: the editor holds what was typed, unsaved.
  useEffect(() => {
    if (!account) return;
    const kept = takeKeptCopy(account, model);
    if (!kept) return;
    void setValues(kept);
    showAdminToast({ title: t('editor.restored'), description: t('editor.restoredText') });
  }, [account, model, setValues, t]);

  /** Saves what was typed, if anything: the draft to preview or publish, or undefined when the save failed. */
  const saveFirst = async (): Promise<{ version: number } | undefined> =>
    dirty ? ((await formik.submitForm()) as ContentDraft | undefined) : { version };

  const openPreview = async () => {
    if (await saveFirst()) setPreviewing(true);
  };

  const publishDraft = async () => {
    const saved = await saveFirst();
    if (!saved) return;
    try {
      const { publication } = await publish.mutateAsync(saved.version);
      formik.resetForm({ values: publication.content ?? model.builtIn });
      showAdminToast({ title: t('publish.done'), description: t('publish.doneText', { name }) });
    } catch (error) {
      failed(error);
    }
  };

  const discard = async () => {
    try {
      if (draft) await discardDraft.mutateAsync(version);
      formik.resetForm({ values: live });
      showAdminToast({ title: t('discard.done'), description: name });
    } catch (error) {
      failed(error);
    }
  };

  const revertTo = async (to: string) => {
    try {
      const { publication } = await revert.mutateAsync(to);
      // Without a draft or typed changes the editor shows the live copy, which is now the reverted one.
      if (!draft && !dirty) formik.resetForm({ values: publication.content ?? model.builtIn });
      showAdminToast({ title: t('history.revertDone'), description: t('history.revertDoneText', { name }) });
    } catch (error) {
      failed(error);
    }
  };

  /** The admin's choice after a conflict: their draft (or the live copy), or my changes on their version. */
  const resolve = (mine: boolean) => {
    if (!conflict) return;
    takeCurrent(conflict.current);
    if (mine) showAdminToast({ title: t('conflict.keep'), description: t('conflict.kept') });
    else formik.resetForm({ values: conflict.current?.content ?? live });
    setConflict(undefined);
  };

  const state = draft ? 'draft' : published?.content ? 'published' : 'built_in';
  const stateText = draft
    ? t(published?.content ? 'editor.stateDraft' : 'editor.stateDraftBuiltIn', {
        time: formatDateTime(draft.updatedAt, lang),
        who: draft.updatedBy,
      })
    : published?.content
      ? t('editor.statePublished', {
          time: formatDateTime(published.publishedAt, lang),
          who: published.publishedBy,
        })
      : t('editor.stateBuiltIn');
  const nothingToChange = !draft && !dirty;
  const busy = formik.isSubmitting || publish.isPending || discardDraft.isPending;

  return (
    <Stack gap="6">
      <AdminCard
        title={t('editor.title', { name })}
        description={
          <Stack as="span" direction="row" gap="2" align="center" wrap>
            <Badge tone={state === 'draft' ? 'warning' : state === 'published' ? 'success' : 'neutral'}>
              {t(`state.${state}`)}
            </Badge>
            {dirty ? <Badge tone="info">{t('editor.unsaved')}</Badge> : null}
            <span>{stateText}</span>
          </Stack>
        }
      >
        <Stack direction="row" gap="3" align="center" wrap>
          <Text size="sm" weight="semibold">
            {t('editor.livePages')}
          </Text>
          {(['de', 'en'] as const).map((pageLang) => (
            <Link
              key={pageLang}
              href={model.paths[pageLang]}
              isExternal
              externalLabel={t('shell.opensInNewTab')}
              variant="standalone"
            >
              {model.paths[pageLang]}
            </Link>
          ))}
        </Stack>
      </AdminCard>
      {conflict ? <DraftConflict current={conflict.current} onDecide={resolve} /> : null}
      <FormikProvider value={formik}>
        <Form noValidate aria-label={t('editor.form', { name })} className={styles.form}>
          <FocusFirstError />
          <Stack direction="row" gap="2" wrap>
            <Button type="submit" isPending={formik.isSubmitting} pendingLabel={t('shell.loading')}>
              {t('editor.save')}
            </Button>
            <Button variant="outline" onPress={openPreview} isDisabled={busy}>
              {t('preview.button')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => setPublishing(true)}
              isDisabled={nothingToChange || busy}
              isPending={publish.isPending}
              pendingLabel={t('shell.loading')}
              aria-describedby={nothingToChange ? 'content-nothing-to-publish' : undefined}
            >
              {t('publish.button')}
            </Button>
            <Button
              variant="ghost"
              onPress={() => setDiscarding(true)}
              isDisabled={nothingToChange || busy}
              aria-describedby={nothingToChange ? 'content-nothing-to-publish' : undefined}
            >
              {t('discard.button')}
            </Button>
          </Stack>
          {nothingToChange ? (
            <Text id="content-nothing-to-publish" size="sm" tone="muted">
              {t('publish.nothing')}
            </Text>
          ) : null}
          <CopyFields root={root} builtIn={model.builtIn} paths={model.paths}>
            <ErrorSummary fromServer={refusedByServer} />
            {previewing ? (
              <PreviewPanel
                pageId={model.id}
                name={name}
                version={`${draft?.version ?? 0}:${draft?.updatedAt ?? ''}:${published?.id ?? ''}`}
                onClose={() => setPreviewing(false)}
              />
            ) : null}
          </CopyFields>
        </Form>
      </FormikProvider>
      <ContentHistory
        pageId={model.id}
        name={name}
        root={root}
        builtIn={model.builtIn}
        hasDraft={draft !== null}
        onRevert={revertTo}
      />
      <AlertDialog
        isOpen={publishing}
        onOpenChange={setPublishing}
        title={t('publish.title', { name })}
        confirmLabel={t('publish.button')}
        cancelLabel={t('publish.cancel')}
        onConfirm={() => void publishDraft()}
      >
        {t('publish.text', { de: model.paths.de, en: model.paths.en })}
        {dirty ? ` ${t('publish.unsaved')}` : ''}
      </AlertDialog>
      <AlertDialog
        isOpen={discarding}
        onOpenChange={setDiscarding}
        title={t('discard.title', { name })}
        confirmLabel={t('discard.confirm')}
        cancelLabel={t('publish.cancel')}
        variant="destructive"
        onConfirm={() => void discard()}
      >
        {draft ? t('discard.text') : t('discard.unsavedText')}
      </AlertDialog>
    </Stack>
  );
}
