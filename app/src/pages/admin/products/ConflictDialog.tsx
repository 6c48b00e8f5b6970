import { Button, Dialog, Modal, Stack, Text } from '@site/ui';
import type { ReactNode } from 'react';
import { useProductsT } from './productMessages';

/**
 * A save refused with 409: someone else saved this record first. The admin chooses: their version (Reload) or
 * mine (Overwrite, sent again against the version that is there now). Nothing is overwritten silently.
 */
export function ConflictDialog({
  name,
  isOpen,
  theirs,
  yours,
  canOverwrite,
  onReload,
  onOverwrite,
}: {
  name: string;
  isOpen: boolean;
  theirs: ReactNode;
  yours: ReactNode;
  canOverwrite: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const t = useProductsT();
  return (
    <Modal size="md" isOpen={isOpen} isDismissable={false} onOpenChange={(open) => !open && onReload()}>
      <Dialog title={t('conflict.title')} hideCloseButton>
        <Stack gap="4">
          <Text>{canOverwrite ? t('conflict.lead', { name }) : t('conflict.gone')}</Text>
          {canOverwrite ? (
            <Stack direction="row" gap="4" wrap>
              <Stack gap="1">
                <Text weight="semibold">{t('conflict.theirs')}</Text>
                {theirs}
              </Stack>
              <Stack gap="1">
                <Text weight="semibold">{t('conflict.yours')}</Text>
                {yours}
              </Stack>
            </Stack>
          ) : null}
          <Stack direction="row" gap="2" justify="end">
            <Button variant="outline" onPress={onReload}>
              {t('conflict.reload')}
            </Button>
            {canOverwrite ? <Button onPress={onOverwrite}>{t('conflict.overwrite')}</Button> : null}
          </Stack>
        </Stack>
      </Dialog>
    </Modal>
  );
}
