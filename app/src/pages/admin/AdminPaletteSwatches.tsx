import { PaletteSwatches, type PaletteSwatchesProps } from '@site/ui';
import { useAdminT } from './adminMessages';

/** The library's palette list, its contrast labels in the admin's language. */
export function AdminPaletteSwatches(
  props: Omit<PaletteSwatchesProps, 'whiteLabel' | 'blackLabel' | 'textLabel'>,
) {
  const t = useAdminT();
  return (
    <PaletteSwatches
      {...props}
      whiteLabel={t('palette.vsWhite')}
      blackLabel={t('palette.vsBlack')}
      textLabel={t('palette.vsText')}
    />
  );
}
