import { Button, Dialog, Modal, Stack, Text } from '@site/ui';
import { usePublishingT } from './publishingMessages';
import * as studio from './colors.css';
import type { ImportChange } from './paletteStudio';
import { useStudioT } from './studioMessages';

/** What a Design Tokens file would change, scheme by scheme, before anything is applied. */
export function ImportDialog({
  pending,
  onClose,
  onApply,
}: {
  pending: { file: string; changes: ImportChange[] } | undefined;
  onClose: () => void;
  onApply: (changes: ImportChange[]) => void;
}) {
  const t = usePublishingT();
  const s = useStudioT();
  const changes = pending?.changes.filter((change) => change.kind === 'change') ?? [];
  const kindText = {
    change: s('import.change'),
    same: s('import.same'),
    unknown: s('import.unknown'),
  } as const;
  return (
    <Modal size="lg" isOpen={pending !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog title={s('import.title')} closeLabel={t('shell.close')}>
        <Stack gap="4">
          <Text>{s('import.lead', { file: pending?.file ?? '' })}</Text>
          <div className={studio.tableScroll}>
            <table className={studio.importTable}>
              <thead>
                <tr>
                  <th scope="col">{s('import.scheme')}</th>
                  <th scope="col">{s('import.now')}</th>
                  <th scope="col">{s('import.file')}</th>
                  <th scope="col">{s('import.change')}</th>
                </tr>
              </thead>
              <tbody>
                {pending?.changes.map((change) => (
                  <tr key={change.id}>
                    <th scope="row">
                      {change.siteName ?? change.name}
                      {change.siteName && change.siteName !== change.name ? (
                        <Text size="sm" tone="muted">
                          {s('import.nameKept', { name: change.name })}
                        </Text>
                      ) : null}
                    </th>
                    <td className={studio.mono}>{change.from ?? '—'}</td>
                    <td className={studio.mono}>
                      <span
                        className={studio.chip}
                        style={{ backgroundColor: change.to }}
                        aria-hidden="true"
                      />{' '}
                      {change.to}
                    </td>
                    <td>{kindText[change.kind]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {changes.length === 0 ? <Text weight="semibold">{s('import.nothing')}</Text> : null}
          <Stack direction="row" gap="2" justify="end" wrap>
            <Button variant="outline" onPress={onClose}>
              {t('publish.cancel')}
            </Button>
            <Button onPress={() => onApply(changes)} isDisabled={changes.length === 0}>
              {s('import.apply')}
            </Button>
          </Stack>
        </Stack>
      </Dialog>
    </Modal>
  );
}
