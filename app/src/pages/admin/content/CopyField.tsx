import type { ContentField } from '@site/schemas';
import { NumberField, TextArea, TextField } from '@site/ui';
import { memo } from 'react';
import * as styles from './content.css';
import { type ContentT, useContentT } from './contentMessages';
import { copyErrorCode, copyErrorMessage } from './copyNames';
import { type CopySlices, useCopyModel } from './copyModel';
import { type CopyPath, inputId } from './copyTree';

type Lang = 'de' | 'en';
type LeafField = Extract<ContentField, { kind: 'text' | 'link' | 'number' }>;

/** A text, link or number of the copy in both languages: German and English side by side. */
export function FieldPair({
  field,
  path,
  label,
  slices,
  submitted,
}: {
  field: LeafField;
  path: CopyPath;
  label: string;
  slices: CopySlices;
  submitted: boolean;
}) {
  return (
    <div className={styles.pair}>
      {(['de', 'en'] as const).map((lang) => (
        <LangField
          key={lang}
          field={field}
          path={path}
          label={label}
          lang={lang}
          value={slices.values[lang]}
          // Said once the field was left or a save tried, not while the first letter is typed (as in every admin form).
          code={slices.touched[lang] === true || submitted ? copyErrorCode(slices.errors[lang]) : undefined}
        />
      ))}
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

/** One language of a field, at `<lang>.<path>` of the form, with its message beside it. */
const LangField = memo(function LangField({
  field,
  path,
  label,
  lang,
  value,
  code,
}: {
  field: LeafField;
  path: CopyPath;
  label: string;
  lang: Lang;
  value: unknown;
  /** The schema's code for it, when it is to be shown. */
  code: string | undefined;
}) {
  const t = useContentT();
  const { actions } = useCopyModel();
  const name = `${lang}.${path}`;
  const errorMessage = code ? copyErrorMessage(code, field, t) : undefined;
  const props = {
    id: inputId(lang, path),
    label: t('field.inLang', { label, lang: t(`lang.${lang}`) }),
    onBlur: () => actions.leave(name),
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
        onChange={(next) => actions.setValue(name, Number.isNaN(next) ? undefined : next)}
        formatOptions={{ maximumFractionDigits: field.integer ? 0 : 2 }}
      />
    );
  const text = typeof value === 'string' ? value : '';
  const onChange = (next: string) => actions.setValue(name, next);
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
});
