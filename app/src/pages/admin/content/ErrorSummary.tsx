import type { PageCopy } from '@site/schemas';
import { Button, Callout } from '@site/ui';
import { type FormikErrors, useFormikContext } from 'formik';
import { useAdminLang } from '../adminLanguage';
import { useContentT } from './contentMessages';
import { copyErrorCode, copyErrorMessage, fieldTrail } from './copyNames';
import { useCopyModel } from './copyModel';
import { type CopyPath, fieldAt, inputId, joinPath } from './copyTree';

/** Every refused field in Formik's errors, in the copy's order: `[lang, path, code]`. */
export function refusedFields(errors: FormikErrors<PageCopy>): ['de' | 'en', CopyPath, string][] {
  const found: ['de' | 'en', CopyPath, string][] = [];
  const walk = (lang: 'de' | 'en', value: unknown, path: CopyPath) => {
    const code = copyErrorCode(value);
    if (code) found.push([lang, path, code]);
    else if (Array.isArray(value))
      for (const [index, item] of value.entries()) walk(lang, item, joinPath(path, index));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(lang, item, joinPath(path, key));
  };
  walk('de', errors.de, '');
  walk('en', errors.en, '');
  return found;
}

/**
 * After a save the schema (or the server) refused: which fields need a change, each a button that takes the
 * focus there. The focus itself goes to the first of them (`FocusFirstError`), whose message is read with it.
 */
export function ErrorSummary({ fromServer }: { fromServer: boolean }) {
  const t = useContentT();
  const { lang } = useAdminLang();
  const { root } = useCopyModel();
  const { errors, submitCount } = useFormikContext<PageCopy>();
  const refused = submitCount > 0 ? refusedFields(errors) : [];
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
