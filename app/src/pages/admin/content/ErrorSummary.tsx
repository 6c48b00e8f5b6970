import type { ContentField, PageCopy } from '@site/schemas';
import { Button, Callout } from '@site/ui';
import { type FormikErrors, useFormikContext } from 'formik';
import { useAdminLang } from '../adminLanguage';
import { useContentT } from './contentMessages';
import { copyErrorCode, copyErrorMessage, fieldTrail } from './copyNames';
import { type Pair, pairAt, useCopyModel } from './copyModel';
import { type CopyPath, fieldAt, inputId, joinPath } from './copyTree';

/** Every refused field in Formik's errors, in the page's order, German before English: `[lang, path, code]`. */
export function refusedFields(
  root: ContentField,
  errors: FormikErrors<PageCopy>,
): ['de' | 'en', CopyPath, string][] {
  const found: ['de' | 'en', CopyPath, string][] = [];
  // The field tree, not the errors' keys, gives the order: yup reports a group's fields in an order of its own.
  const walk = (field: ContentField, pair: Pair, path: CopyPath) => {
    for (const lang of langs) {
      const code = copyErrorCode(pair[lang]);
      if (code) found.push([lang, path, code]);
    }
    if (field.kind === 'group')
      for (const child of field.fields) walk(child, pairAt(pair, child.key), joinPath(path, child.key));
    if (field.kind === 'list') {
      const length = Math.max(
        ...langs.map((lang) => (Array.isArray(pair[lang]) ? (pair[lang] as unknown[]).length : 0)),
      );
      for (let index = 0; index < length; index++)
        walk(field.item, pairAt(pair, index), joinPath(path, index));
    }
  };
  walk(root, { de: errors.de, en: errors.en }, '');
  return found;
}

const langs = ['de', 'en'] as const;

/**
 * After a save the schema (or the server) refused: which fields need a change, each a button that takes the
 * focus there. The focus itself goes to the first of them (`FocusFirstError`), whose message is read with it.
 */
export function ErrorSummary({ fromServer }: { fromServer: boolean }) {
  const t = useContentT();
  const { lang } = useAdminLang();
  const { root } = useCopyModel();
  const { errors, submitCount } = useFormikContext<PageCopy>();
  const refused = submitCount > 0 ? refusedFields(root, errors) : [];
  if (refused.length === 0) return null;
  return (
    <Callout tone="warning" title={t('errors.title')} headingLevel={2}>
      {t(fromServer ? 'errors.server' : 'errors.summary', { count: refused.length })}
      <ul>
        {refused.map(([fieldLang, path, code]) => (
          <li key={`${fieldLang}.${path}`}>
            <Button
              variant="link"
              onPress={() =>
                (
                  document.getElementById(inputId(fieldLang, path)) ??
                  document.getElementById(inputId('add', path))
                )?.focus()
              }
            >
              {t('field.trail', { trail: fieldTrail(root, path, lang, t), lang: t(`lang.${fieldLang}`) })}
            </Button>
            : {copyErrorMessage(code, fieldAt(root, path), t)}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
