import { hexToOklch, normalizeHex, type Oklch, oklchToHex } from '@site/color';
import { OklchSliders, Stack, Text } from '@site/ui';
import { useState } from 'react';
import { useStudioT } from './studioMessages';

/**
 * The picker's OKLCH mode. It keeps the colour as requested, which may lie outside sRGB, and reports the colour
 * shown (brought into sRGB) as the base colour: so the warning stays while the request is out of gamut, and a
 * colour changed elsewhere (hex, HSL) is taken over unless it is the one this request already shows.
 */
export function OklchPicker({ value, onChange }: { value: string; onChange: (hex: string) => void }) {
  const s = useStudioT();
  const [requested, setRequested] = useState<Oklch>(() => hexToOklch(value) ?? { l: 0.5, c: 0, h: 0 });
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    const next = hexToOklch(value);
    if (next && oklchToHex(requested).hex !== normalizeHex(value)) setRequested(next);
  }
  return (
    <Stack gap="3">
      <OklchSliders
        value={requested}
        onChange={(next) => {
          setRequested(next);
          onChange(oklchToHex(next).hex);
        }}
        labels={{
          group: s('oklch.group'),
          lightness: s('oklch.lightness'),
          chroma: s('oklch.chroma'),
          hue: s('oklch.hue'),
          shown: s('oklch.shown'),
          gamutWarning: s('oklch.gamutWarning'),
        }}
      />
      <Text size="sm" tone="muted">
        {s('oklch.note')}
      </Text>
    </Stack>
  );
}
