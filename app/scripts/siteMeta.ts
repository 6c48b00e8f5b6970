/**
 * The files the build writes beside the pages: robots.txt, `/.well-known/security.txt` (RFC 9116), the icons
 * (favicon.ico and .svg, the touch icon, the manifest's icons) and the web app manifest. Pure: the prerender
 * writes what this returns.
 */
import { lightTokens } from '@site/tokens/values';
import { siteIconFiles } from '../src/lib/siteIcons';
import type { SiteConfig } from '../src/site-config';
import { encodeIco, encodePng, type IconColors, iconPixels, iconSvg } from './brandIcon';

/** The brand's accent as buttons show it (white text on it passes contrast), on the light theme's page colour. */
const iconColors: IconColors = {
  background: lightTokens.color.accent.solid,
  foreground: lightTokens.color.text.onAccent,
};

/**
 * Crawlers that read robots.txt by the first matching rule, not the longest, would take `Allow: /` for every path
 * if it came first: the refusals go before it, so both kinds read it alike.
 */
export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api/\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

const day = 86_400_000;

/**
 * RFC 9116: where to report a vulnerability, until when this holds (less than a year ahead, as the RFC
 * recommends: 364 days after the day of the build), in which languages, and where this file lives.
 */
export function securityTxt(config: Pick<SiteConfig, 'baseUrl' | 'securityEmail'>, builtAt: Date): string {
  const expires = new Date(Math.floor(builtAt.getTime() / day) * day + 364 * day);
  return [
    `Contact: mailto:${config.securityEmail}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: de, en',
    `Canonical: ${config.baseUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

/**
 * The web app manifest: the name and icons a browser shows for a shortcut to the site, its colours, where it
 * starts. The site is a website, not an app (no offline pages), so it opens in the browser (`display`).
 */
export function webManifest(config: Pick<SiteConfig, 'brand'>): string {
  return `${JSON.stringify(
    {
      id: '/',
      name: config.brand,
      short_name: config.brand,
      lang: 'de',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: lightTokens.color.surface.page,
      theme_color: iconColors.background,
      icons: [
        { src: siteIconFiles.svg, type: 'image/svg+xml', sizes: 'any' },
        { src: siteIconFiles.icon192, type: 'image/png', sizes: '192x192' },
        { src: siteIconFiles.icon512, type: 'image/png', sizes: '512x512' },
        { src: siteIconFiles.maskable512, type: 'image/png', sizes: '512x512', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

const png = (size: number, square = false) => encodePng(size, iconPixels(size, iconColors, { square }));

/** Every file above by its URL path. */
export function siteMetaFiles(
  config: Pick<SiteConfig, 'brand' | 'baseUrl' | 'securityEmail'>,
  builtAt: Date,
): Record<string, string | Buffer> {
  return {
    '/robots.txt': robotsTxt(config.baseUrl),
    '/.well-known/security.txt': securityTxt(config, builtAt),
    [siteIconFiles.manifest]: webManifest(config),
    [siteIconFiles.svg]: iconSvg(iconColors, config.brand),
    [siteIconFiles.ico]: encodeIco([16, 32, 48].map((size) => ({ size, png: png(size) }))),
    // iOS shows no transparency (it would be black) and rounds the corners itself.
    [siteIconFiles.touch]: png(180, true),
    [siteIconFiles.icon192]: png(192),
    [siteIconFiles.icon512]: png(512),
    // A maskable icon is cut to the platform's shape, so it fills the square; the letter sits well inside the
    // safe zone (the middle 80 %).
    [siteIconFiles.maskable512]: png(512, true),
  };
}
