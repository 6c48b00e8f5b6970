import { decodeSchemeShare, generateProductCss } from '@site/color';
import {
  Badge,
  Button,
  ColorPicker,
  Heading,
  Link,
  Select,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@site/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AdminCard } from '../AdminCard';
import * as styles from '../admin.css';
import { useColorsT } from './colorMessages';
import { showAdminToast } from '../adminToasts';
import { ColorPreview } from './ColorPreview';
import {
  defaultSelectedProductId,
  type ProductColorEntry,
  type StaleDraft,
  selectedEntry,
} from './colorDrafts';
import { OklchPicker } from './OklchPicker';
import type { Publication } from '@site/schemas';
import { usePublications } from './colorQueries';
import { PublicationHistory } from './PublicationHistory';
import { livePages, PublishDialog } from './PublishDialog';
import { useStudioT } from './studioMessages';
import { TokenTools } from './TokenTools';

/** The spec's Connected Pages list (§2), hard-coded there; the live pages below it are the real ones. */
const connectedPages = [
  'colors.connected.detail',
  'colors.connected.blog',
  'colors.connected.testimonials',
  'colors.connected.caseStudies',
] as const;

/**
 * A share link (`/admin/colors?share=…`) opens its scheme here as an unsaved draft, once: the parameter is taken
 * out of the address straight away, so a reload or the back button does not apply it again.
 */
function useSharedScheme(
  entries: readonly ProductColorEntry[],
  open: (id: string, baseColor: string) => void,
) {
  const s = useStudioT();
  const navigate = useNavigate();
  const { share } = useSearch({ strict: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link; entries and open change with every edit.
  useEffect(() => {
    if (typeof share !== 'string' || entries.length === 0) return;
    void navigate({ to: '/admin/colors', search: {}, replace: true });
    const scheme = decodeSchemeShare(share);
    const known = scheme && entries.find((entry) => entry.id === scheme.id);
    if (!scheme || !known) {
      showAdminToast({
        title: s('share.opened'),
        description: scheme ? s('share.unknown', { id: scheme.id }) : s('share.invalid'),
        variant: 'destructive',
      });
      return;
    }
    open(known.id, scheme.baseColor);
    showAdminToast({
      title: s('share.opened'),
      description: s('share.openedText', { name: known.name, color: scheme.baseColor }),
    });
  }, [share, entries.length > 0]);
}

export function ColorManager({
  entries,
  unsavedIds,
  stale,
  onColorChange,
  onStaleDecision,
  onPublish,
  onRevert,
}: {
  entries: readonly ProductColorEntry[];
  /** Schemes whose colour here differs from the server's. */
  unsavedIds: readonly string[];
  stale: readonly StaleDraft[];
  onColorChange: (id: string, baseColor: string) => void;
  onStaleDecision: (draft: StaleDraft, keep: boolean) => void;
  onPublish: (entry: ProductColorEntry, acceptContrastWarning?: string) => Promise<void>;
  onRevert: (entry: ProductColorEntry, publication: Publication) => Promise<void>;
}) {
  const t = useColorsT();
  const [selectedId, setSelectedId] = useState(defaultSelectedProductId);
  const [publishing, setPublishing] = useState(false);
  const selected = selectedEntry(entries, selectedId);
  // The newest publication is the live one (a revert publishes the earlier colours again).
  const publications = usePublications(selected?.id);

  const changeColor = (hex: string) => {
    if (selected) onColorChange(selected.id, hex);
  };
  useSharedScheme(entries, (id, baseColor) => {
    setSelectedId(id);
    onColorChange(id, baseColor);
  });

  return (
    <Stack gap="6">
      <Stack direction="row" justify="between" align="start" gap="4" wrap>
        <Stack gap="1">
          <Heading level={2} size="lg">
            {t('colors.title')}
          </Heading>
          <Text tone="muted">{t('colors.lead')}</Text>
        </Stack>
        <Button onPress={() => setPublishing(true)} isDisabled={!selected}>
          {t('colors.publish')}
        </Button>
      </Stack>
      {stale.length > 0 ? (
        <div role="alert">
          <AdminCard title={t('stale.title')} headingLevel={3}>
            {stale.map((draft) => (
              <Stack key={draft.id} direction="row" gap="3" align="center" wrap>
                <Text>
                  {t('stale.text', { name: draft.name, draft: draft.draftColor, server: draft.serverColor })}
                </Text>
                <Button variant="outline" size="sm" onPress={() => onStaleDecision(draft, false)}>
                  {t('stale.discard')}
                </Button>
                <Button variant="outline" size="sm" onPress={() => onStaleDecision(draft, true)}>
                  {t('stale.keep')}
                </Button>
              </Stack>
            ))}
          </AdminCard>
        </div>
      ) : null}
      <div className={styles.managerLayout}>
        <AdminCard title={t('colors.editor')}>
          <Select
            label={t('colors.select')}
            items={entries.map((entry) => ({ id: entry.id, label: entry.name }))}
            value={selected?.id ?? null}
            onChange={(id) => {
              if (id !== null) setSelectedId(id);
            }}
          />
          {selected ? (
            <ColorEditorTabs entry={selected} onColorChange={changeColor} />
          ) : (
            <Text>{t('colors.none')}</Text>
          )}
        </AdminCard>
        <Stack gap="6">
          <AdminCard title={t('colors.available')} headingLevel={3}>
            <ul className={styles.plainList}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <Button
                    variant="ghost"
                    fullWidth
                    className={styles.productButton}
                    aria-pressed={entry.id === selected?.id}
                    onPress={() => setSelectedId(entry.id)}
                  >
                    <span
                      className={styles.dot}
                      style={{ backgroundColor: entry.baseColor }}
                      aria-hidden="true"
                    />
                    <span>{entry.name}</span>
                    <span className={styles.mono}>{entry.baseColor}</span>
                    {unsavedIds.includes(entry.id) ? (
                      <Badge tone="warning">{t('colors.unsaved')}</Badge>
                    ) : null}
                  </Button>
                </li>
              ))}
            </ul>
          </AdminCard>
          <AdminCard title={t('colors.connected')} description={selected?.name} headingLevel={3}>
            <ul>
              {connectedPages.map((page) => (
                <li key={page}>{t(page)}</li>
              ))}
            </ul>
            <Text size="sm" weight="semibold">
              {t('colors.livePages')}
            </Text>
            {selected && livePages(selected.id).length > 0 ? (
              <ul>
                {livePages(selected.id).map((page) => (
                  <li key={page}>
                    <Link
                      href={page}
                      isExternal
                      externalLabel={t('shell.opensInNewTab')}
                      variant="standalone"
                    >
                      {page}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <Text size="sm" tone="muted">
                {t('colors.noLivePages')}
              </Text>
            )}
          </AdminCard>
          {selected ? (
            <TokenTools
              entries={entries}
              selected={selected}
              onImport={(changes) => {
                for (const change of changes) onColorChange(change.id, change.baseColor);
              }}
            />
          ) : null}
          {selected ? (
            <PublicationHistory
              schemeId={selected.id}
              name={selected.name}
              onRevert={(publication) => onRevert(selected, publication)}
            />
          ) : null}
        </Stack>
      </div>
      {selected ? (
        <PublishDialog
          entry={selected}
          live={publications}
          isUnsaved={unsavedIds.includes(selected.id)}
          isOpen={publishing}
          onClose={() => setPublishing(false)}
          onPublish={async (accept) => {
            await onPublish(selected, accept);
            setPublishing(false);
          }}
        />
      ) : null}
    </Stack>
  );
}

function ColorEditorTabs({
  entry,
  onColorChange,
}: {
  entry: ProductColorEntry;
  onColorChange: (hex: string) => void;
}) {
  const t = useColorsT();
  const s = useStudioT();
  const css = generateProductCss(entry.id, entry.colorPalette, entry.darkModePalette);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(css);
      showAdminToast({
        title: t('colors.cssCopied'),
        description: t('colors.cssCopiedText', { name: entry.name }),
      });
    } catch {
      showAdminToast({
        title: t('error.title'),
        description: t('colors.copyFailed'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Tabs defaultSelectedKey="picker">
      <TabList aria-label={t('colors.editor')}>
        <Tab id="picker">{t('colors.pickerTab')}</Tab>
        <Tab id="preview">{t('colors.previewTab')}</Tab>
        <Tab id="css">{t('colors.cssTab')}</Tab>
      </TabList>
      <TabPanel id="picker">
        <Tabs defaultSelectedKey="hsl">
          <TabList aria-label={s('model.label')}>
            <Tab id="hsl">{s('model.hsl')}</Tab>
            <Tab id="oklch">{s('model.oklch')}</Tab>
          </TabList>
          <TabPanel id="hsl">
            <ColorPicker
              value={entry.baseColor}
              onChange={onColorChange}
              labels={{
                tabs: s('picker.tabs'),
                wheelTab: s('picker.wheelTab'),
                slidersTab: s('picker.slidersTab'),
                presetsTab: s('picker.presetsTab'),
                wheel: s('picker.wheel'),
                hue: s('picker.hue'),
                saturation: s('picker.saturation'),
                lightness: s('picker.lightness'),
                presets: s('picker.presets'),
                hex: s('picker.hex'),
                hexDescription: s('picker.hexDescription'),
                hexError: s('picker.hexError'),
              }}
            />
          </TabPanel>
          <TabPanel id="oklch">
            <OklchPicker value={entry.baseColor} onChange={onColorChange} />
          </TabPanel>
        </Tabs>
      </TabPanel>
      <TabPanel id="preview">
        <ColorPreview entry={entry} />
      </TabPanel>
      <TabPanel id="css">
        <Stack gap="3">
          <Stack direction="row" justify="between" align="center" gap="2" wrap>
            <Heading level={3} size="sm">
              {t('colors.generated')}
            </Heading>
            <Button variant="outline" size="sm" onPress={copy}>
              {t('colors.copyCss')}
            </Button>
          </Stack>
          {/* Focusable so keyboard users can scroll the long lines sideways. */}
          <section
            className={styles.cssOutput}
            aria-label={t('colors.cssRegion', { name: entry.name })}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
          >
            <pre className={styles.pre}>{css}</pre>
          </section>
          <Text size="sm" tone="muted">
            {t('colors.cssNote', { name: entry.name })}
          </Text>
        </Stack>
      </TabPanel>
    </Tabs>
  );
}
