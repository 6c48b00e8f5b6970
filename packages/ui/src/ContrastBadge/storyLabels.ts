import type { ContrastBadgeLabels } from './ContrastBadge';

/** Story-only copy in German; the app brings its own from its message dictionaries. */
export const germanContrastLabels: ContrastBadgeLabels = {
  wcag: 'WCAG',
  apca: 'APCA',
  pass: 'bestanden',
  fail: 'nicht bestanden',
  levels: { AAA: 'AAA', AA: 'AA', 'AA large': 'AA für großen Text', fail: 'unter AA' },
};
