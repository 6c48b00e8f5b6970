import { PaletteSwatches, type PaletteSwatchesProps } from '@site/ui';
import { useColorsT } from './colors/colorMessages';

/** The library's palette list, its contrast labels in the admin's language. */
export function AdminPaletteSwatches(
  props: Omit<PaletteSwatchesProps, 'whiteLabel' | 'blackLabel' | 'textLabel'>,
) {
  const t = useColorsT();
  return (
    <PaletteSwatches
      {...props}
      whiteLabel={t('palette.vsWhite')}
      blackLabel={t('palette.vsBlack')}
      textLabel={t('palette.vsText')}
    />
  );
}
