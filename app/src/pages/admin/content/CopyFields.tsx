import type { ContentField, PageCopy } from '@site/schemas';
import { Heading, type HeadingLevel } from '@site/ui';
import { type ReactNode, useMemo } from 'react';
import { useAdminLang } from '../adminLanguage';
import * as styles from './content.css';
import { FieldPair } from './CopyField';
import { CopyList } from './CopyList';
import { type CopyModel, CopyModelContext } from './copyModel';
import { type CopyPath, isEditable, joinPath } from './copyTree';
import { fieldLabel } from './fieldLabels';
import { SearchPreview } from './SearchPreview';

/**
 * The page editor's fields, generated from the page's field tree (`contentFields`): every text, link and number
 * in German and English side by side, grouped as the copy groups them (a fieldset with a heading per group),
 * lists with their own add, remove and move buttons. Nothing here is written for one page. Renders inside the
 * editor's Formik form, whose values are the copy (`{ de, en }`).
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
  const model = useMemo(() => ({ root, builtIn, paths }), [root, builtIn, paths]);
  return (
    <CopyModelContext.Provider value={model}>
      {children}
      <div className={styles.fields}>
        <FieldNode field={root} path="" label="" level={headingLevel} />
      </div>
    </CopyModelContext.Provider>
  );
}

const nextLevel = (level: HeadingLevel): HeadingLevel => Math.min(6, level + 1) as HeadingLevel;

/** One field of the tree at `path`, named `label`; `level` is the heading level its group would take. */
export function FieldNode({
  field,
  path,
  label,
  level,
}: {
  field: ContentField;
  path: CopyPath;
  label: string;
  level: HeadingLevel;
}) {
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
          />
        ));
      // The page itself is no group of its own: its fields and groups stand at the top.
      if (path === '') return children;
      return (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Heading level={level} size={level <= 2 ? 'md' : 'sm'}>
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
          renderItem={(itemPath, itemLabel) => (
            <FieldNode field={field.item} path={itemPath} label={itemLabel} level={nextLevel(level)} />
          )}
        />
      );
    case 'fixed':
      return null;
    default:
      return <FieldPair field={field} path={path} label={label} />;
  }
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
