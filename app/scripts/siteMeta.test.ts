import { inflateSync } from 'node:zlib';
import { lightTokens } from '@site/tokens/values';
import { describe, expect, it } from 'vitest';
import { siteIconFiles, siteIconLinks } from '../src/lib/siteIcons';
import { siteConfig } from '../src/site-config';
import { siteMetaFiles } from './siteMeta';

const builtAt = new Date('2026-03-10T15:20:00Z');
const files = siteMetaFiles(siteConfig, builtAt);
const text = (path: string) => String(files[path]);

/** What a crawler that takes the first matching rule decides (the longest-match ones agree if this holds). */
function firstMatch(robots: string, path: string): 'allow' | 'disallow' {
  for (const line of robots.split('\n')) {
    const [field, value = ''] = line.split(':').map((part) => part.trim());
    if ((field === 'Allow' || field === 'Disallow') && value && path.startsWith(value))
      return field === 'Allow' ? 'allow' : 'disallow';
  }
  return 'allow';
}

/** Width, height and RGBA rows of a PNG this build wrote (8-bit RGBA, no filter). */
function decodePng(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const chunk = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0);
      height = chunk.readUInt32BE(4);
    }
    if (type === 'IDAT') data.push(chunk);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const pixel = (x: number, y: number) => {
    const at = y * (width * 4 + 1) + 1 + x * 4;
    const [r, g, b, a] = raw.subarray(at, at + 4);
    return {
      hex: `#${[r, g, b]
        .map((c) => c!.toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase()}`,
      alpha: a,
    };
  };
  return { width, height, pixel };
}

describe('robots.txt', () => {
  it('refuses /admin and /api to crawlers that take the first matching rule, and allows the rest', () => {
    const robots = text('/robots.txt');
    expect(robots.indexOf('Disallow: /admin')).toBeLessThan(robots.indexOf('Allow: /'));
    expect(robots.indexOf('Disallow: /api/')).toBeLessThan(robots.indexOf('Allow: /'));
    expect(firstMatch(robots, '/admin/products')).toBe('disallow');
    expect(firstMatch(robots, '/api/survey')).toBe('disallow');
    expect(firstMatch(robots, '/en/nova')).toBe('allow');
    expect(robots).toContain(`Sitemap: ${siteConfig.baseUrl}/sitemap.xml`);
  });
});

describe('/.well-known/security.txt (RFC 9116)', () => {
  it('names the security contact, expires less than a year after the build, and says where it lives', () => {
    const fields = Object.fromEntries(
      text('/.well-known/security.txt')
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
    );
    expect(fields).toEqual({
      Contact: `mailto:${siteConfig.securityEmail}`,
      Expires: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      'Preferred-Languages': 'de, en',
      Canonical: `${siteConfig.baseUrl}/.well-known/security.txt`,
    });
    const expires = Date.parse(fields.Expires!);
    expect(expires).toBeGreaterThan(builtAt.getTime() + 300 * 86_400_000);
    expect(expires).toBeLessThan(builtAt.getTime() + 365 * 86_400_000);
  });
});

describe('icons and the web app manifest', () => {
  const brand = lightTokens.color.accent.solid.toUpperCase();

  it('has a manifest with the name, language, start, colours and icons, each icon a file of its size', () => {
    const manifest = JSON.parse(text(siteIconFiles.manifest)) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; type: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: siteConfig.brand,
      short_name: siteConfig.brand,
      lang: 'de',
      start_url: '/',
      theme_color: lightTokens.color.accent.solid,
      background_color: lightTokens.color.surface.page,
    });
    for (const icon of manifest.icons) {
      const file = files[icon.src];
      expect(file, icon.src).toBeDefined();
      if (icon.type === 'image/png') {
        const size = Number(icon.sizes.split('x')[0]);
        expect(decodePng(file as Buffer), icon.src).toMatchObject({ width: size, height: size });
      }
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('draws the touch icon 180 px square and opaque in the brand colour, the others with rounded corners', () => {
    const touch = decodePng(files[siteIconFiles.touch] as Buffer);
    expect([touch.width, touch.height]).toEqual([180, 180]);
    expect(touch.pixel(0, 0)).toEqual({ hex: brand, alpha: 255 });
    // The letter is drawn in white through the middle of the icon.
    expect(touch.pixel(90, 90)).toEqual({ hex: '#FFFFFF', alpha: 255 });
    const rounded = decodePng(files[siteIconFiles.icon192] as Buffer);
    expect(rounded.pixel(0, 0).alpha).toBe(0);
    expect(rounded.pixel(96, 8)).toEqual({ hex: brand, alpha: 255 });
  });

  it('packs a 16, 32 and 48 px PNG into favicon.ico', () => {
    const ico = files[siteIconFiles.ico] as Buffer;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((index) => {
      const entry = 6 + 16 * index;
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      const { width } = decodePng(png);
      expect(ico.readUInt8(entry)).toBe(width);
      return width;
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('draws the SVG icon in the brand colour, and every page links each icon and the manifest', () => {
    expect(text(siteIconFiles.svg)).toContain(`fill="${lightTokens.color.accent.solid}"`);
    expect(siteIconLinks.map((link) => link.href).sort()).toEqual(
      [siteIconFiles.ico, siteIconFiles.svg, siteIconFiles.touch, siteIconFiles.manifest].sort(),
    );
    for (const link of siteIconLinks) expect(files[link.href], link.href).toBeDefined();
  });
});
