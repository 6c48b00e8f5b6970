import type { ContentField } from '@site/schemas';
import { NumberField, TextArea, TextField } from '@site/ui';
import { useField, useFormikContext } from 'formik';
import { useLeaveField } from '../../../forms/leaveField';
import * as styles from './content.css';
import { type ContentT, useContentT } from './contentMessages';
import { copyErrorCode, copyErrorMessage } from './copyNames';
import { type CopyPath, inputId } from './copyTree';

type Lang = 'de' | 'en';
type LeafField = Extract<ContentField, { kind: 'text' | 'link' | 'number' }>;

/** A text, link or number of the copy in both languages: German and English side by side. */
export function FieldPair({ field, path, label }: { field: LeafField; path: CopyPath; label: string }) {
  return (
    <div className={styles.pair}>
      <LangField field={field} path={path} label={label} lang="de" />
      <LangField field={field} path={path} label={label} lang="en" />
    </div>
  );
}

/** How long a text is, as the schema counts it (characters, not UTF-16 units). */
export const characterCount = (text: string) => [...text].length;

/** Under a meta title or description: its length against what search engines show. */
function GuideCount({ text, guide, t }: { text: string; guide: number; t: ContentT }) {
  const count = characterCount(text);
  return count > guide ? (
    <span className={styles.overGuide}>{t('meta.over', { count, guide })}</span>
  ) : (
    t('meta.count', { count, guide })
  );
}

/** One language of a field, bound to the form at `<lang>.<path>`, with its message beside it. */
function LangField({
  field,
  path,
  label,
  lang,
}: {
  field: LeafField;
  path: CopyPath;
  label: string;
  lang: Lang;
}) {
  const t = useContentT();
  const name = `${lang}.${path}`;
  const [{ value }, meta, helpers] = useField<string | number | undefined>(name);
  const { submitCount } = useFormikContext();
  const onBlur = useLeaveField(name);
  // Said once the field was left or the form sent, not while the first letter is typed (as in every admin form).
  const code = meta.touched || submitCount > 0 ? copyErrorCode(meta.error) : undefined;
  const errorMessage = code ? copyErrorMessage(code, field, t) : undefined;
  const props = {
    id: inputId(lang, path),
    label: t('field.inLang', { label, lang: t(`lang.${lang}`) }),
    onBlur,
    isInvalid: errorMessage !== undefined,
    errorMessage,
    // Formik owns validation: React Aria only shows its verdict.
    validationBehavior: 'aria' as const,
  };
  if (field.kind === 'number')
    return (
      <NumberField
        {...props}
        value={typeof value === 'number' ? value : Number.NaN}
        onChange={(next) => helpers.setValue(Number.isNaN(next) ? undefined : next)}
        formatOptions={{ maximumFractionDigits: field.integer ? 0 : 2 }}
      />
    );
  const text = typeof value === 'string' ? value : '';
  const onChange = (next: string) => helpers.setValue(next);
  if (field.kind === 'link')
    return <TextField {...props} value={text} onChange={onChange} description={t('field.linkRule')} />;
  const description = field.guide ? <GuideCount text={text} guide={field.guide} t={t} /> : undefined;
  return field.multiline ? (
    <TextArea
      {...props}
      value={text}
      onChange={onChange}
      description={description}
      rows={Math.min(8, Math.max(3, Math.ceil(characterCount(text) / 70)))}
    />
  ) : (
    <TextField {...props} value={text} onChange={onChange} description={description} />
  );
}
