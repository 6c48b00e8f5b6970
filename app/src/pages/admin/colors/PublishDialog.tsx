import { generateDarkPalette, generatePalette, publishedContrast } from '@site/color';
import { colorSchemeTargets, isColorSchemeId } from '@site/catalogue';
import { localePath } from '@site/paths';
import { darkTokens, lightTokens } from '@site/tokens/values';
import { Button, Dialog, Heading, Modal, Spinner, Stack, Text } from '@site/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { AdminPaletteSwatches } from '../AdminPaletteSwatches';
import { useState } from 'react';
import { errorMessage } from '../access/errorMessage';
import { isAdminApiError } from '../adminApi';
import { FormAlert } from '../access/FormAlert';
import { useAdminLang } from '../adminLanguage';
import { useColorsT } from './colorMessages';
import { usePublishingT } from './publishingMessages';
import { LoadFailed } from '../LoadFailed';
import type { ProductColorEntry } from './colorDrafts';
import * as styles from './colors.css';
import type { Publication } from '@site/schemas';
import { formatNumber } from '../../../lib/format';

const surfaces = { light: lightTokens.color.surface.page, dark: darkTokens.color.surface.page };

/** The live pages a scheme colours, in both languages. */
export function livePages(schemeId: string): string[] {
  if (!isColorSchemeId(schemeId)) return [];
  return colorSchemeTargets[schemeId].pages.flatMap((page) => [
    localePath('de', page),
    localePath('en', page),
  ]);
}

/**
 * "Publish Colors" (the spec's "Apply Colors", which only announced what a production app would do): what
 * publishing does, which pages change, the live colours beside the new ones in either theme, and the text pairs
 * that would miss WCAG AA with their ratios, which make the admin confirm twice.
 */
export function PublishDialog({
  entry,
  live,
  isUnsaved,
  isOpen,
  onClose,
  onPublish,
}: {
  entry: ProductColorEntry;
  /** the scheme's publications, newest (the live one) first, as far as they are known yet */
  live: UseQueryResult<{ publications: Publication[] }>;
  isUnsaved: boolean;
  isOpen: boolean;
  onClose: () => void;
  onPublish: (acceptContrastWarning?: string) => Promise<void>;
}) {
  const t = usePublishingT();
  const colorT = useColorsT();
  const { lang } = useAdminLang();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A failure belongs to the attempt it came from: opening the dialog again, or for another scheme, starts clean.
  const attempt = isOpen ? entry.id : undefined;
  const [shownFor, setShownFor] = useState(attempt);
  if (shownFor !== attempt) {
    setShownFor(attempt);
    setFailure(undefined);
  }
  const pages = livePages(entry.id);
  const failing = publishedContrast(entry.colorPalette, entry.darkModePalette, surfaces).filter(
    (pair) => !pair.passes,
  );
  const current = live.data?.publications[0];

  const publish = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await onPublish(failing.length > 0 ? entry.baseColor : undefined);
    } catch (error) {
      // Someone else saved meanwhile: the dialog now shows their colours, so say so before anything else is pressed.
      setFailure(
        isAdminApiError(error, 'version_conflict')
          ? t('publish.conflict', { name: entry.name })
          : errorMessage(error, t, lang),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog title={colorT('colors.publish')} closeLabel={t('shell.close')}>
        <Stack gap="4">
          <FormAlert message={failure} />
          <Text>{t('publish.lead')}</Text>
          <Text>
            {pages.length > 0
              ? t('publish.what', { name: entry.name })
              : t('publish.none', { name: entry.name })}
          </Text>
          {pages.length > 0 ? (
            <ul aria-label={colorT('colors.livePages')}>
              {pages.map((page) => (
                <li key={page}>
                  <code className={styles.mono}>{page}</code>
                </li>
              ))}
            </ul>
          ) : null}
          {isUnsaved ? <Text weight="semibold">{t('publish.unsaved', { name: entry.name })}</Text> : null}
          <Stack gap="2">
            <Heading level={3} size="sm">
              {t('publish.before')}
            </Heading>
            {live.isPending ? (
              <Spinner label={t('shell.loading')} />
            ) : live.isError ? (
              <LoadFailed onRetry={() => live.refetch()} />
            ) : current ? (
              <AdminPaletteSwatches
                colors={current.colorPalette}
                label={`${t('publish.before')}: ${current.baseColor}`}
              />
            ) : (
              <Text size="sm" tone="muted">
                {t('publish.builtIn')}
              </Text>
            )}
            <Heading level={3} size="sm">
              {t('publish.afterLight')}
            </Heading>
            <AdminPaletteSwatches
              colors={entry.colorPalette}
              label={`${t('publish.afterLight')}: ${entry.baseColor}`}
            />
            <Heading level={3} size="sm">
              {t('publish.afterDark')}
            </Heading>
            <AdminPaletteSwatches
              colors={generateDarkPalette(generatePalette(entry.baseColor))}
              label={colorT('colors.darkPalette', { name: entry.name })}
            />
          </Stack>
          {failing.length > 0 ? (
            <div role="alert">
              <Text weight="semibold">{t('publish.contrast')}</Text>
              <ul>
                {failing.map((pair) => (
                  <li key={pair.id}>
                    {t(`publish.pair.${pair.id}`)}: {formatNumber(pair.ratio, lang)}:1 ({pair.foreground} /{' '}
                    {pair.background})
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <Stack direction="row" gap="2" justify="end">
            <Button variant="outline" onPress={onClose}>
              {t('publish.cancel')}
            </Button>
            <Button onPress={publish} isPending={busy} pendingLabel={t('shell.loading')}>
              {failing.length > 0 ? t('publish.confirmAnyway') : t('publish.confirm')}
            </Button>
          </Stack>
        </Stack>
      </Dialog>
    </Modal>
  );
}
