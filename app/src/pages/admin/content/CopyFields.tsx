import type { ContentField, ContentValue, PageCopy } from '@site/schemas';
import { Heading, type HeadingLevel } from '@site/ui';
import { getIn, setIn, useFormikContext } from 'formik';
import { memo, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { leaveField, watchPresses } from '../../../forms/leaveField';
import { useAdminLang } from '../adminLanguage';
import * as styles from './content.css';
import { FieldPair } from './CopyField';
import { CopyList } from './CopyList';
import {
  type CopyActions,
  type CopyModel,
  CopyModelContext,
  type CopySlices,
  sameSlices,
  slicesAt,
} from './copyModel';
import { type CopyPath, isEditable, joinPath } from './copyTree';
import { fieldLabel } from './fieldLabels';
import { SearchPreview } from './SearchPreview';

const langs = ['de', 'en'] as const;

/**
 * The page editor's fields, generated from the page's field tree (`contentFields`): every text, link and number
 * in German and English side by side, grouped as the copy groups them (a fieldset with a heading per group),
 * lists with their own add, remove and move buttons. Nothing here is written for one page. Renders inside the
 * editor's Formik form, whose values are the copy (`{ de, en }`); only the fields whose value, message or touch
 * changed render again as the admin types (a long page has a few hundred).
 */
export function CopyFields({
  root,
  builtIn,
  paths,
  headingLevel = 3,
  children,
}: {
  root: ContentField;
  builtIn: PageCopy;
  paths: CopyModel['paths'];
  /** The level of the headings of the copy's top groups. @default 3 */
  headingLevel?: HeadingLevel;
  /** Shown above the fields, with the same page at hand (the error summary, the preview). */
  children?: ReactNode;
}) {
  const form = useFormikContext<PageCopy>();
  // The actions read the form as it is when they run, so they can stay the same for the form's life.
  const current = useRef(form);
  current.current = form;
  useEffect(watchPresses, []);
  const actions = useMemo<CopyActions>(
    () => ({
      setValue: (name, value) => void current.current.setFieldValue(name, value),
      leave: (name) => leaveField(current.current, name),
      editList: (path, edit) => {
        const { values, setValues } = current.current;
        let next = values;
        for (const lang of langs) {
          const items = getIn(values, `${lang}.${path}`) as unknown;
          next = setIn(
            next,
            `${lang}.${path}`,
            edit(Array.isArray(items) ? [...(items as ContentValue[])] : [], lang),
          );
        }
        void setValues(next);
      },
    }),
    [],
  );
  const model = useMemo(() => ({ root, builtIn, paths, actions }), [root, builtIn, paths, actions]);
  const { values, errors, touched, submitCount } = form;
  const slices: CopySlices = {
    values: { de: values.de, en: values.en },
    errors: { de: errors.de, en: errors.en },
    touched: { de: touched.de, en: touched.en },
  };
  return (
    <CopyModelContext.Provider value={model}>
      {children}
      <div className={styles.fields}>
        <FieldNode
          field={root}
          path=""
          label=""
          level={headingLevel}
          slices={slices}
          submitted={submitCount > 0}
        />
      </div>
    </CopyModelContext.Provider>
  );
}

export interface FieldNodeProps {
  field: ContentField;
  path: CopyPath;
  label: string;
  /** The heading level its group takes. */
  level: HeadingLevel;
  slices: CopySlices;
  /** Whether a save was tried: from then on every field says what is wrong with it. */
  submitted: boolean;
}

const nextLevel = (level: HeadingLevel): HeadingLevel => Math.min(6, level + 1) as HeadingLevel;

/** One field of the tree at `path`, named `label`. */
// Named apart from the memo it is wrapped in: inside, `FieldNode` must be the memo, so unchanged fields are skipped.
export const FieldNode = memo(function CopyFieldNode({
  field,
  path,
  label,
  level,
  slices,
  submitted,
}: FieldNodeProps) {
  const { lang } = useAdminLang();
  switch (field.kind) {
    case 'group': {
      const children = field.fields
        .filter(isEditable)
        .map((child) => (
          <FieldNode
            key={child.key}
            field={child}
            path={joinPath(path, child.key)}
            label={fieldLabel(child.key, lang)}
            level={path === '' ? level : nextLevel(level)}
            slices={slicesAt(slices, child.key)}
            submitted={submitted}
          />
        ));
      // The page itself is no group of its own: its fields and groups stand at the top.
      if (path === '') return children;
      return (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Heading level={level} size={level <= 3 ? 'md' : 'sm'}>
              {label}
            </Heading>
          </legend>
          {children}
          <GuidedTexts field={field} path={path} />
        </fieldset>
      );
    }
    case 'list':
      return (
        <CopyList
          field={field}
          path={path}
          label={label}
          level={level}
          slices={slices}
          submitted={submitted}
          Item={FieldNode}
          itemLevel={nextLevel(level)}
        />
      );
    case 'fixed':
      return null;
    default:
      return <FieldPair field={field} path={path} label={label} slices={slices} submitted={submitted} />;
  }
}, sameNode);

function sameNode(a: FieldNodeProps, b: FieldNodeProps): boolean {
  return (
    a.field === b.field &&
    a.path === b.path &&
    a.label === b.label &&
    a.level === b.level &&
    a.submitted === b.submitted &&
    sameSlices(a.slices, b.slices)
  );
}

/** A group holding a meta title and description (texts with a search engines' guide) shows their search result. */
function GuidedTexts({ field, path }: { field: Extract<ContentField, { kind: 'group' }>; path: CopyPath }) {
  const guided = field.fields.filter((child) => child.kind === 'text' && child.guide !== undefined);
  const title = guided.find((child) => child.key === 'title');
  const description = guided.find((child) => child.key === 'description');
  if (!title || !description) return null;
  return (
    <SearchPreview titlePath={joinPath(path, title.key)} descriptionPath={joinPath(path, description.key)} />
  );
}
