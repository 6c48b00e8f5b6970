import { productSelectorClass } from '@site/color';
import {
  Button,
  ContrastBadge,
  type ContrastBadgeLabels,
  ContrastGrid,
  Heading,
  Stack,
  Switch,
  Text,
  VisionSimulationSwitch,
  type VisionSimulationValue,
} from '@site/ui';
import { AdminPaletteSwatches } from '../AdminPaletteSwatches';
import { type CSSProperties, useState } from 'react';
import { useTheme } from '../../../lib/theme';
import * as styles from '../admin.css';
import { useColorsT } from './colorMessages';
import type { ProductColorEntry } from './colorDrafts';
import * as studio from './colors.css';
import { productDescriptions } from './colorDrafts';
import { contrastGridOf, pairedTexts, readableOn, simulated } from './paletteStudio';
import { useStudioT } from './studioMessages';

/**
 * The Preview tab: the sample panel and swatches in the palette of the current theme, recoloured by the vision
 * simulation; then the contrast of every swatch with the text it carries, and the grid of every entry against
 * every other (always of the real colours).
 */
export function ColorPreview({ entry }: { entry: ProductColorEntry }) {
  const t = useColorsT();
  const s = useStudioT();
  const { theme, setTheme } = useTheme();
  const [useCssVariables, setUseCssVariables] = useState(true);
  const [vision, setVision] = useState<VisionSimulationValue>({ deficiency: 'none', severity: 1 });
  const realPalette = theme === 'dark' ? entry.darkModePalette : entry.colorPalette;
  const palette = realPalette.map((hex) => simulated(hex, vision));
  // With variables on, the sample reads colours through the product's custom properties (as the site would);
  // off, the same colours are written inline. Both must look identical.
  const color = (index: number) => (useCssVariables ? `var(--product-${entry.id}-${index})` : palette[index]);
  const variables = useCssVariables
    ? (Object.fromEntries(
        palette.map((value, index) => [`--product-${entry.id}-${index}`, value]),
      ) as CSSProperties)
    : undefined;
  const ink = (index: number) => simulated(readableOn(realPalette[index] ?? '#FFFFFF'), vision);
  const panelIndex = theme === 'dark' ? 8 : 0;
  const themeName = s(theme === 'dark' ? 'contrast.dark' : 'contrast.light');
  const contrastLabels: Partial<ContrastBadgeLabels> = {
    pass: s('contrast.pass'),
    fail: s('contrast.fail'),
    levels: {
      AAA: s('contrast.levelAAA'),
      AA: s('contrast.levelAA'),
      'AA large': s('contrast.levelLarge'),
      fail: s('contrast.levelFail'),
    },
  };
  const grid = contrastGridOf(entry, theme, {
    white: s('grid.white'),
    black: s('grid.black'),
    page: s('grid.page'),
    lightEntry: (index) => s('grid.lightEntry', { index }),
  });

  return (
    <Stack gap="4">
      <Switch isSelected={theme === 'dark'} onChange={(dark) => setTheme(dark ? 'dark' : 'light')}>
        {t('colors.darkMode')}
      </Switch>
      <VisionSimulationSwitch
        value={vision}
        onChange={setVision}
        labels={{
          group: s('vision.group'),
          severity: s('vision.severity'),
          options: {
            none: s('vision.none'),
            protanopia: s('vision.protanopia'),
            deuteranopia: s('vision.deuteranopia'),
            tritanopia: s('vision.tritanopia'),
            achromatopsia: s('vision.achromatopsia'),
          },
        }}
      />
      <Text size="sm" tone="muted">
        {s('vision.note')}
      </Text>
      <AdminPaletteSwatches
        colors={palette}
        label={t(theme === 'dark' ? 'colors.darkPalette' : 'colors.lightPalette', { name: entry.name })}
      />
      <div
        className={[styles.sample, useCssVariables ? productSelectorClass(entry.id) : '']
          .filter(Boolean)
          .join(' ')}
        data-testid="color-preview-panel"
        style={{ ...variables, backgroundColor: color(panelIndex), color: ink(panelIndex) }}
      >
        <Heading level={3} size="md" tone="inherit">
          {entry.name}
        </Heading>
        <Text tone="inherit">{productDescriptions[entry.id] ?? ''}</Text>
        <Stack direction="row" gap="2" wrap>
          <Button style={{ backgroundColor: color(3), borderColor: color(3), color: ink(3) }}>
            {t('colors.primaryAction')}
          </Button>
          <Button
            variant="outline"
            style={{ backgroundColor: color(1), borderColor: color(5), color: ink(1) }}
          >
            {t('colors.secondaryAction')}
          </Button>
        </Stack>
        <div className={styles.sampleCards}>
          <SampleCard background={color(1)} text={ink(1)} label={t('colors.lightCard')} />
          <SampleCard background={color(7)} text={ink(7)} label={t('colors.darkCard')} />
        </div>
      </div>
      <Switch isSelected={useCssVariables} onChange={setUseCssVariables}>
        {t('colors.useVariables')}
      </Switch>
      <Stack gap="2">
        <Heading level={3} size="sm">
          {s('contrast.title')}
        </Heading>
        <Text size="sm" tone="muted">
          {s('contrast.lead')}
        </Text>
        <ul
          className={studio.swatchContrastList}
          aria-label={s('contrast.swatches', { theme: themeName, name: entry.name })}
        >
          {realPalette.map((hex, index) =>
            pairedTexts(realPalette, index).map((text) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: palette entries are positional and may repeat a colour.
              <li key={`${index}-${text}`} className={studio.swatchContrast}>
                <span className={studio.chip} style={{ backgroundColor: hex }} aria-hidden="true" />
                <span className={studio.entryName}>{s('contrast.entry', { index, hex, text })}</span>
                <ContrastBadge text={text} background={hex} labels={contrastLabels} />
              </li>
            )),
          )}
        </ul>
      </Stack>
      <ContrastGrid
        colors={grid.colors}
        highlighted={grid.highlighted}
        labels={{
          caption: s('grid.caption', { theme: themeName, name: entry.name }),
          corner: s('grid.corner'),
          highlighted: s('grid.highlighted'),
          legend: s('grid.legend'),
          levels: {
            AAA: s('contrast.levelAAA'),
            AA: s('contrast.levelAA'),
            'AA large': s('grid.levelLarge'),
            fail: s('grid.levelFail'),
          },
        }}
      />
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
