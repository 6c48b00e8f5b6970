import type { ContentDraft } from '@site/schemas';
import { Button, Stack, Text } from '@site/ui';
import { formatDateTime } from '../../../lib/format';
import { AdminCard } from '../AdminCard';
import { useAdminLang } from '../adminLanguage';
import { useContentT } from './contentMessages';

/**
 * A save, publish or discard refused because someone else saved a draft first (or published or discarded the
 * one being edited): said at once, with who and when, and nothing is lost until the admin chooses between their
 * draft (or the live copy) and their own changes, as the Color Manager does with a colour saved meanwhile.
 */
export function DraftConflict({
  current,
  onDecide,
}: {
  current: ContentDraft | null;
  onDecide: (keepMine: boolean) => void;
}) {
  const t = useContentT();
  const { lang } = useAdminLang();
  return (
    <div role="alert">
      <AdminCard title={t('conflict.title')}>
        <Text>
          {current
            ? t('conflict.text', { who: current.updatedBy, time: formatDateTime(current.updatedAt, lang) })
            : t('conflict.gone')}
        </Text>
        <Stack direction="row" gap="2" wrap>
          <Button variant="outline" onPress={() => onDecide(false)}>
            {current ? t('conflict.load') : t('conflict.loadLive')}
          </Button>
          <Button variant="outline" onPress={() => onDecide(true)}>
            {t('conflict.keep')}
          </Button>
        </Stack>
      </AdminCard>
    </div>
  );
}
