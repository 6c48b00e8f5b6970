import type { Hsl } from '@site/color';

/**
 * The disc's geometry: hue is the angle clockwise from the top (where CSS `conic-gradient` starts) and
 * saturation is the distance from the centre as a percentage of the radius, so the rim is fully saturated.
 */
export function pointToHueSaturation(x: number, y: number, size: number): Pick<Hsl, 'h' | 's'> {
  const radius = size / 2;
  const dx = x - radius;
  const dy = y - radius;
  const angle = (Math.atan2(dx, -dy) * 180) / Math.PI;
  const h = Math.round((angle + 360) % 360) % 360;
  const s = Math.round(Math.min(1, Math.hypot(dx, dy) / radius) * 100);
  return { h, s };
}

/** Where the thumb of a hue/saturation pair sits, in px from the disc's top-left corner. */
export function hueSaturationToPoint(h: number, s: number, size: number): { x: number; y: number } {
  const radius = size / 2;
  const angle = (h * Math.PI) / 180;
  const distance = (Math.min(100, Math.max(0, s)) / 100) * radius;
  return { x: radius + Math.sin(angle) * distance, y: radius - Math.cos(angle) * distance };
}

export function wrapHue(h: number): number {
  return ((Math.round(h) % 360) + 360) % 360;
}

export function clampSaturation(s: number): number {
  return Math.min(100, Math.max(0, Math.round(s)));
}
