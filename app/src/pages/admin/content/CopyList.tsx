import { type ContentField, type ContentValue, emptyItem } from '@site/schemas';
import { Button, Heading, type HeadingLevel, Stack, Text } from '@site/ui';
import { type ComponentType, useEffect, useRef } from 'react';
import * as styles from './content.css';
import { useContentT } from './contentMessages';
import { copyErrorCode, copyErrorMessage } from './copyNames';
import { type CopySlices, slicesAt, useCopyModel } from './copyModel';
import type { FieldNodeProps } from './CopyFields';
import { type CopyPath, inputId, joinPath, valueAt } from './copyTree';

type ListField = Extract<ContentField, { kind: 'list' }>;
type Lang = 'de' | 'en';
const langs = ['de', 'en'] as const;

/** The id of an item's button, so the focus can follow an item that moved. */
const actionId = (path: CopyPath, index: number, action: 'up' | 'down' | 'remove') =>
  `${inputId('item', path)}-${index}-${action}`;

const itemsOf = (items: unknown): ContentValue[] => (Array.isArray(items) ? (items as ContentValue[]) : []);

/** The same place in the built-in copy's first items: where a list that is empty now takes its template from. */
const firstItemsPath = (path: CopyPath) => path.replace(/\.\d+(?=\.|$)/g, '.0');

/**
 * A list of the copy (paragraphs, cards, questions): its items in order, German and English together, each with
 * Move up, Move down and Remove, and Add at the end, all within the bounds the page's design sets (a button
 * that would cross them is disabled, and the reason is said beside the list). The focus stays with the item
 * that moved, or goes to the next one left after a removal, or to the new item's first field.
 */
export function CopyList({
  field,
  path,
  label,
  level,
  slices,
  submitted,
  Item,
  itemLevel,
}: {
  field: ListField;
  path: CopyPath;
  label: string;
  level: HeadingLevel;
  slices: CopySlices;
  submitted: boolean;
  /** What renders an item (the editor's `FieldNode`). */
  Item: ComponentType<FieldNodeProps>;
  itemLevel: HeadingLevel;
}) {
  const t = useContentT();
  const { builtIn, actions } = useCopyModel();
  const length = Math.max(...langs.map((lang) => itemsOf(slices.values[lang]).length));
  const focusNext = useRef<string>(undefined);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const change = (edit: (items: ContentValue[], lang: Lang) => ContentValue[], focus: string) => {
    focusNext.current = focus;
    actions.editList(path, edit);
  };
  const move = (from: number, to: number) => {
    // The same button on the item's new place, or the other one where it can go no further.
    const movedUp = to < from;
    const atEdge = movedUp ? to === 0 : to === length - 1;
    change(
      (items) => {
        const [moved] = items.splice(from, 1);
        items.splice(to, 0, moved!);
        return items;
      },
      actionId(path, to, movedUp !== atEdge ? 'up' : 'down'),
    );
  };
  // The focus goes to the Remove of the item now in its place (or the last one), or to Add once none may go.
  const remove = (index: number) =>
    change(
      (items) => items.filter((_, at) => at !== index),
      length - 1 > field.min ? actionId(path, Math.min(index, length - 2), 'remove') : inputId('add', path),
    );
  const add = () =>
    change(
      (items, lang) => [
        ...items,
        emptyItem(field.item, items[0] ?? valueAt(builtIn[lang], joinPath(firstItemsPath(path), 0)) ?? null),
      ],
      firstInputOf(field.item, joinPath(path, length)),
    );

  // A list refused as a whole (too few, too many, languages that differ) says so under its heading.
  const listErrors = langs.flatMap((lang) => {
    const code = copyErrorCode(slices.errors[lang]);
    return code && (submitted || slices.touched[lang] !== undefined)
      ? [copyErrorMessage(code, field, t)]
      : [];
  });
  const atMax = length >= field.max;
  const atMin = length <= field.min;
  const boundsId = inputId('bounds', path);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <Heading level={level} size={level <= 2 ? 'md' : 'sm'}>
          {label}
        </Heading>
      </legend>
      <Text size="sm" tone="muted">
        {t('list.items', { count: length })}
      </Text>
      {[...new Set(listErrors)].map((message) => (
        <p key={message} className={styles.listError}>
          {message}
        </p>
      ))}
      <ol className={styles.items}>
        {Array.from({ length }, (_, index) => {
          const itemLabel = t('field.item', { list: label, n: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place in the list; moving one moves its values.
            <li key={index} className={styles.item}>
              <Item
                field={field.item}
                path={joinPath(path, index)}
                label={itemLabel}
                level={itemLevel}
                slices={slicesAt(slices, index)}
                submitted={submitted}
              />
              <Stack direction="row" gap="2" wrap>
                <Button
                  id={actionId(path, index, 'up')}
                  variant="outline"
                  size="sm"
                  aria-label={t('list.moveUpItem', { item: itemLabel })}
                  isDisabled={index === 0}
                  onPress={() => move(index, index - 1)}
                >
                  {t('list.moveUp')}
                </Button>
                <Button
                  id={actionId(path, index, 'down')}
                  variant="outline"
                  size="sm"
                  aria-label={t('list.moveDownItem', { item: itemLabel })}
                  isDisabled={index === length - 1}
                  onPress={() => move(index, index + 1)}
                >
                  {t('list.moveDown')}
                </Button>
                <Button
                  id={actionId(path, index, 'remove')}
                  variant="ghost"
                  size="sm"
                  aria-label={t('list.removeItem', { item: itemLabel })}
                  aria-describedby={atMin ? boundsId : undefined}
                  isDisabled={atMin}
                  onPress={() => remove(index)}
                >
                  {t('list.remove')}
                </Button>
              </Stack>
            </li>
          );
        })}
      </ol>
      <Stack direction="row" gap="3" align="center" wrap>
        <Button
          id={inputId('add', path)}
          variant="outline"
          aria-label={t('list.addTo', { list: label })}
          aria-describedby={atMax ? boundsId : undefined}
          isDisabled={atMax}
          onPress={add}
        >
          {t('list.add')}
        </Button>
        {atMax || atMin ? (
          <Text id={boundsId} size="sm" tone="muted">
            {atMax
              ? t('list.atMax', { list: label, max: field.max })
              : t('list.atMin', { list: label, min: field.min })}
          </Text>
        ) : null}
      </Stack>
    </fieldset>
  );
}

/** The id of the first German input of an item, where the focus goes when the item is added. */
function firstInputOf(field: ContentField, path: CopyPath): string {
  switch (field.kind) {
    case 'group': {
      const first = field.fields.find((child) => child.kind !== 'fixed');
      return first ? firstInputOf(first, joinPath(path, first.key)) : inputId('add', path);
    }
    case 'list':
      return firstInputOf(field.item, joinPath(path, 0));
    default:
      return inputId('de', path);
  }
}
