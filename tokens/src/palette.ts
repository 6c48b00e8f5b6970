/**
 * Raw colour scales. Only the theme token files read these; components use the semantic `vars`.
 * Teal (#03B5AA) and deep purple (#5F3798) are the product palette of the spec; navy is the neutral
 * scale, slightly blue so greys sit calmly next to the brand colours.
 */
export const palette = {
  white: '#FFFFFF',
  teal: {
    50: '#E8F8F6',
    100: '#C6EEEA',
    200: '#8FDFD8',
    300: '#4FD1C7',
    400: '#03B5AA',
    500: '#029990',
    600: '#017A73',
    700: '#01635D',
    800: '#034C48',
    900: '#053A37',
    950: '#0B2E2E',
  },
  purple: {
    50: '#F4F0FA',
    100: '#E4DAF2',
    200: '#C9B4E6',
    300: '#AC8DD8',
    400: '#8A63C2',
    500: '#5F3798',
    600: '#4F2D80',
    700: '#402468',
  },
  navy: {
    25: '#F7F9FB',
    50: '#F0F3F8',
    100: '#E2E7EF',
    200: '#C9D1DD',
    300: '#A6B1C2',
    400: '#7A879D',
    500: '#5A6780',
    600: '#465268',
    700: '#333D52',
    750: '#273148',
    800: '#1D2638',
    850: '#161E30',
    900: '#111827',
    950: '#0B1120',
  },
  green: { 50: '#E8F6EE', 600: '#1E7F4F', 700: '#17663F', 300: '#5FD897', 400: '#34C27A', 950: '#0F2A1C' },
  amber: { 50: '#FEF3E2', 600: '#B45309', 700: '#8A4105', 300: '#F8BF5E', 400: '#F5A524', 950: '#33240C' },
  red: { 50: '#FDECEE', 600: '#C8283B', 700: '#A61E31', 300: '#F7939E', 400: '#F26B7A', 950: '#351520' },
  blue: { 50: '#EAF0FD', 600: '#2F5FD0', 700: '#2450B5', 300: '#93B5FF', 400: '#6B9BFF', 950: '#14213F' },
} as const;
