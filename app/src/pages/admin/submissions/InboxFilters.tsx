import {
  type InboxFilter,
  type SolutionId,
  type SpamView,
  solutionIds,
  spamViews,
  submissionKinds,
  submissionStatuses,
} from '@site/schemas';
import { Button, SearchField, Select, TextField } from '@site/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { surveyContent } from '../../survey/content';
import { useAdminLang } from '../adminLanguage';
import { useAdminT } from '../adminMessages';
import { useInboxT } from './inboxMessages';
import { isFiltered } from './inboxSearch';
import * as styles from './submissions.css';

/** How long typing may pause before the search runs (and lands in the URL). */
const searchDelayMs = 300;

const all = 'all';

/**
 * The inbox's filters and search. Each change goes straight into the URL (the caller navigates), so a view can be
 * bookmarked; typing in the search waits for a pause first, and Enter searches at once.
 */
export function InboxFilters({
  filter,
  onChange,
}: {
  filter: InboxFilter;
  onChange: (filter: InboxFilter, options?: { replace?: boolean }) => void;
}) {
  const t = useInboxT();
  const adminT = useAdminT();
  const { lang } = useAdminLang();
  const solutions = surveyContent[lang].solutions;
  const [text, setText] = useState(filter.q ?? '');
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };
  /** The last search this field put into the URL, to tell it from a change made elsewhere. */
  const sent = useRef(filter.q);

  // A reset, Back or a bookmarked URL changes the search from outside; what this field sent itself is not
  // written back, or letters typed since would be lost.
  useEffect(() => {
    if (filter.q !== sent.current) {
      sent.current = filter.q;
      setText(filter.q ?? '');
    }
  }, [filter.q]);

  const search = useCallback((value: string) => {
    const q = value.trim() || undefined;
    if (q === latest.current.filter.q) return;
    sent.current = q;
    latest.current.onChange({ ...latest.current.filter, q }, { replace: true });
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => search(text), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, search]);

  const set = <Key extends keyof InboxFilter>(key: Key, value: InboxFilter[Key] | undefined) =>
    onChange({ ...filter, [key]: value });
  const choice = (id: string | null) => (id === null || id === all ? undefined : id);

  return (
    <search aria-label={t('filter.region')} className={styles.filterArea}>
      <div className={styles.searchRow}>
        <SearchField
          className={styles.grow}
          label={t('filter.search')}
          description={t('filter.searchHelp')}
          clearLabel={adminT('shell.clearSearch')}
          value={text}
          onChange={setText}
          onSubmit={search}
        />
        <Button variant="outline" isDisabled={!isFiltered(filter)} onPress={() => onChange({})}>
          {t('filter.reset')}
        </Button>
      </div>
      <div className={styles.filters}>
        <Select
          label={t('filter.folder')}
          value={filter.spam ?? 'exclude'}
          items={spamViews.map((id) => ({ id, label: t(`folder.${id}`) }))}
          onChange={(id) => set('spam', id === 'exclude' || id === null ? undefined : (id as SpamView))}
        />
        <Select
          label={t('filter.kind')}
          value={filter.kind ?? all}
          items={[
            { id: all, label: t('filter.allKinds') },
            ...submissionKinds.map((id) => ({ id, label: t(`kind.${id}`) })),
          ]}
          onChange={(id) => set('kind', choice(id) as InboxFilter['kind'])}
        />
        <Select
          label={t('filter.status')}
          value={filter.status ?? all}
          items={[
            { id: all, label: t('filter.allStatuses') },
            ...submissionStatuses.map((id) => ({ id, label: t(`status.${id}`) })),
          ]}
          onChange={(id) => set('status', choice(id) as InboxFilter['status'])}
        />
        <TextField
          label={t('filter.from')}
          type="date"
          value={filter.from ?? ''}
          onChange={(value) => set('from', value || undefined)}
        />
        <TextField
          label={t('filter.to')}
          type="date"
          value={filter.to ?? ''}
          onChange={(value) => set('to', value || undefined)}
        />
        <Select
          label={t('filter.solution')}
          value={filter.solution ?? all}
          items={[
            { id: all, label: t('filter.anySolution') },
            ...solutionIds.map((id) => ({ id, label: solutions[id] })),
          ]}
          onChange={(id) => set('solution', choice(id) as SolutionId | undefined)}
        />
        <Select
          label={t('filter.rating')}
          value={filter.rating === undefined ? all : String(filter.rating)}
          items={[
            { id: all, label: t('filter.anyRating') },
            ...[1, 2, 3, 4, 5].map((stars) => ({ id: String(stars), label: t('rating.stars', { stars }) })),
          ]}
          onChange={(id) => set('rating', choice(id) === undefined ? undefined : Number(id))}
        />
      </div>
    </search>
  );
}
