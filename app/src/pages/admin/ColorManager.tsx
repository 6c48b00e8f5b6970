import { contrastRatio, generateProductCss, productSelectorClass } from '@site/color';
import {
  Button,
  ColorPicker,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  PaletteSwatches,
  Select,
  Stack,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@site/ui';
import { type CSSProperties, useState } from 'react';
import { useTheme } from '../../lib/theme';
import { AdminCard } from './AdminCard';
import * as styles from './admin.css';
import { showAdminToast } from './adminToasts';
import {
  defaultSelectedProductId,
  type ProductColorEntry,
  productDescriptions,
  saveProductColors,
  selectedEntry,
  withBaseColor,
} from './productColors';

const connectedPages = ['Product Detail Page', 'Blog Posts (3)', 'Testimonials (5)', 'Case Studies (2)'];

/** White or black, whichever reads better on the background. */
function readableOn(background: string): string {
  return contrastRatio(background, '#FFFFFF') >= contrastRatio(background, '#000000') ? '#FFFFFF' : '#000000';
}

export function ColorManager({
  entries,
  onEntriesChange,
}: {
  entries: readonly ProductColorEntry[];
  onEntriesChange: (entries: readonly ProductColorEntry[]) => void;
}) {
  const [selectedId, setSelectedId] = useState(defaultSelectedProductId);
  const selected = selectedEntry(entries, selectedId);

  const changeColor = (hex: string) => {
    if (!selected) return;
    const next = withBaseColor(entries, selected.id, hex);
    onEntriesChange(next);
    if (!saveProductColors(next)) {
      showAdminToast({
        title: 'Error',
        description: 'The colors could not be saved in this browser.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack gap="6">
      <Stack direction="row" justify="between" align="start" gap="4" wrap>
        <Stack gap="1">
          <Heading level={2} size="lg">
            Product Color Manager
          </Heading>
          <Text tone="muted">Manage color schemes for each product</Text>
        </Stack>
        <DialogTrigger>
          <Button>Apply Colors</Button>
          <Modal size="sm">
            <Dialog title="Apply Colors">
              {({ close }) => (
                <Stack gap="4">
                  <Text>
                    Color scheme would be applied to the website. In a production app, this would update CSS
                    variables.
                  </Text>
                  <Stack direction="row" justify="end">
                    <Button onPress={close}>OK</Button>
                  </Stack>
                </Stack>
              )}
            </Dialog>
          </Modal>
        </DialogTrigger>
      </Stack>
      <div className={styles.managerLayout}>
        <AdminCard title="Color Editor">
          <Select
            label="Select Product"
            items={entries.map((entry) => ({ id: entry.id, label: entry.name }))}
            value={selected?.id ?? null}
            onChange={(id) => {
              if (id !== null) setSelectedId(id);
            }}
          />
          {selected ? <ColorEditorTabs entry={selected} onColorChange={changeColor} /> : null}
        </AdminCard>
        <Stack gap="6">
          <AdminCard title="Available Products" headingLevel={3}>
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
                  </Button>
                </li>
              ))}
            </ul>
          </AdminCard>
          <AdminCard title="Connected Pages" description={selected?.name} headingLevel={3}>
            <ul>
              {connectedPages.map((page) => (
                <li key={page}>{page}</li>
              ))}
            </ul>
          </AdminCard>
        </Stack>
      </div>
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
  const css = generateProductCss(entry.id, entry.colorPalette, entry.darkModePalette);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(css);
      showAdminToast({
        title: 'CSS copied',
        description: `The variables for ${entry.name} are on the clipboard.`,
      });
    } catch {
      showAdminToast({ title: 'Error', description: 'The CSS could not be copied.', variant: 'destructive' });
    }
  };
  return (
    <Tabs defaultSelectedKey="picker">
      <TabList aria-label="Color Editor">
        <Tab id="picker">Color Picker</Tab>
        <Tab id="preview">Preview</Tab>
        <Tab id="css">CSS Output</Tab>
      </TabList>
      <TabPanel id="picker">
        <ColorPicker value={entry.baseColor} onChange={onColorChange} />
      </TabPanel>
      <TabPanel id="preview">
        <ColorPreview entry={entry} />
      </TabPanel>
      <TabPanel id="css">
        <Stack gap="3">
          <Stack direction="row" justify="between" align="center" gap="2" wrap>
            <Heading level={3} size="sm">
              Generated CSS Variables
            </Heading>
            <Button variant="outline" size="sm" onPress={copy}>
              Copy CSS
            </Button>
          </Stack>
          {/* Focusable so keyboard users can scroll the long lines sideways. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
          <section className={styles.cssOutput} aria-label={`CSS variables for ${entry.name}`} tabIndex={0}>
            <pre className={styles.pre}>{css}</pre>
          </section>
          <Text size="sm" tone="muted">
            These variables apply to all content associated with {entry.name}.
          </Text>
        </Stack>
      </TabPanel>
    </Tabs>
  );
}

function ColorPreview({ entry }: { entry: ProductColorEntry }) {
  const { theme, setTheme } = useTheme();
  const [useCssVariables, setUseCssVariables] = useState(true);
  const palette = theme === 'dark' ? entry.darkModePalette : entry.colorPalette;
  // With variables on, the sample reads colours through the product's custom properties (as the site would);
  // off, the same colours are written inline. Both must look identical.
  const color = (index: number) => (useCssVariables ? `var(--product-${entry.id}-${index})` : palette[index]);
  const variables = useCssVariables
    ? (Object.fromEntries(
        palette.map((value, index) => [`--product-${entry.id}-${index}`, value]),
      ) as CSSProperties)
    : undefined;
  const panel = palette[theme === 'dark' ? 8 : 0];
  const primary = palette[3];
  const secondary = palette[1];
  const lightCard = palette[1];
  const darkCard = palette[7];
  return (
    <Stack gap="4">
      <Switch isSelected={theme === 'dark'} onChange={(dark) => setTheme(dark ? 'dark' : 'light')}>
        Dark Mode
      </Switch>
      <PaletteSwatches
        colors={palette}
        label={`${theme === 'dark' ? 'Dark' : 'Light'} palette of ${entry.name}`}
      />
      <div
        className={[styles.sample, useCssVariables ? productSelectorClass(entry.id) : '']
          .filter(Boolean)
          .join(' ')}
        style={{ ...variables, backgroundColor: color(theme === 'dark' ? 8 : 0), color: readableOn(panel) }}
      >
        <Heading level={3} size="md" tone="inherit">
          {entry.name}
        </Heading>
        <Text tone="inherit">{productDescriptions[entry.id] ?? ''}</Text>
        <Stack direction="row" gap="2" wrap>
          <Button style={{ backgroundColor: color(3), borderColor: color(3), color: readableOn(primary) }}>
            Primary Action
          </Button>
          <Button
            variant="outline"
            style={{ backgroundColor: color(1), borderColor: color(5), color: readableOn(secondary) }}
          >
            Secondary Action
          </Button>
        </Stack>
        <div className={styles.sampleCards}>
          <SampleCard background={color(1)} text={readableOn(lightCard)} label="Light Card" />
          <SampleCard background={color(7)} text={readableOn(darkCard)} label="Dark Card" />
        </div>
      </div>
      <Switch isSelected={useCssVariables} onChange={setUseCssVariables}>
        Use CSS Variables (Real Implementation)
      </Switch>
    </Stack>
  );
}

/** A card of one palette entry with its label in whichever of black and white reads better on it. */
function SampleCard({
  background,
  text,
  label,
}: {
  background: string | undefined;
  text: string;
  label: string;
}) {
  return (
    <div className={styles.sampleCard} style={{ backgroundColor: background, color: text }}>
      <Text weight="semibold" tone="inherit">
        {label}
      </Text>
    </div>
  );
}
