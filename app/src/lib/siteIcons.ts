/**
 * Where the build writes the site's icons and web app manifest (`app/scripts/siteMeta.ts`), and how every page's
 * head links them: the ICO for browsers that ask for `/favicon.ico` or take no SVG, the SVG for the rest (listed
 * after it, so browsers that read both prefer it), the touch icon for iOS home screens, the manifest for the name,
 * colours and larger icons an installed shortcut shows.
 */
export const siteIconFiles = {
  ico: '/favicon.ico',
  svg: '/favicon.svg',
  touch: '/apple-touch-icon.png',
  manifest: '/manifest.webmanifest',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
  maskable512: '/icon-maskable-512.png',
} as const;

export const siteIconLinks = [
  // `sizes` keeps Chrome from taking the ICO over the SVG when it reads both.
  { rel: 'icon', href: siteIconFiles.ico, sizes: '32x32' },
  { rel: 'icon', href: siteIconFiles.svg, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: siteIconFiles.touch },
  { rel: 'manifest', href: siteIconFiles.manifest },
];
