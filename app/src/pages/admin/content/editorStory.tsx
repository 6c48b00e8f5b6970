import { type ContentPageModel, contentFields, type PageCopy, pageCopySchema } from '@site/schemas';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { Form, Formik, useFormikContext } from 'formik';
import { type ReactNode, useEffect, useMemo } from 'react';
import { createQueryClient } from '../../../lib/query';
import { CopyFields } from './CopyFields';
import { ErrorSummary } from './ErrorSummary';

/*
 * What the content studio's stories share: the admin's language from the toolbar (the admin area keeps it in
 * storage), and the editor's form around the generated fields without the API behind it.
 */

/** The admin area in the toolbar's language. */
export const inAdminLanguage: Decorator = (Story, { globals }) => {
  localStorage.setItem('admin-lang', globals.locale === 'en' ? 'en' : 'de');
  return <Story />;
};

/** A save tried as soon as the form is shown: every field then says what is wrong with it. */
function SaveTried() {
  const { submitForm } = useFormikContext();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the story opens.
  useEffect(() => void submitForm(), []);
  return null;
}

/** The page editor's form of `page` with `values`, after a save was tried if `saveTried`. */
export function EditorForm({
  page,
  values = page.builtIn,
  saveTried = false,
  children,
}: {
  page: ContentPageModel;
  values?: PageCopy;
  saveTried?: boolean;
  children?: ReactNode;
}) {
  const root = useMemo(() => contentFields(page), [page]);
  const schema = useMemo(() => pageCopySchema(page), [page]);
  return (
    <Formik<PageCopy> initialValues={values} validationSchema={schema} onSubmit={() => undefined}>
      <Form noValidate aria-label={page.name.en}>
        {saveTried ? <SaveTried /> : null}
        <CopyFields root={root} builtIn={page.builtIn} paths={page.paths}>
          <ErrorSummary fromServer={false} />
          {children}
        </CopyFields>
      </Form>
    </Formik>
  );
}

/** The admin API's answers, as if already asked: a story's queries read them and send nothing. */
export const withAnswers =
  (answers: [key: readonly unknown[], data: unknown][]): Decorator =>
  (Story) => {
    const client = createQueryClient();
    for (const [key, data] of answers) client.setQueryData(key, data);
    return (
      <QueryClientProvider client={client}>
        <Story />
      </QueryClientProvider>
    );
  };

/** A router of the story's own, for the app's links (`AppLink`), at `path`. */
export const inRouter =
  (path: string): Decorator =>
  (Story) => {
    const root = createRootRoute({ component: () => <Story /> });
    const router = createRouter({
      routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '$' })]),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    return <RouterProvider router={router as never} />;
  };
