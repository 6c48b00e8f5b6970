import { parse, rgb } from 'culori';
import { isHexColor, normalizeHex } from './hex';
import { generateDarkPalette, generatePalette, type Palette } from './palette';
import { generateProductCss } from './productCss';
import { publishedTheme } from './publishedTheme';

/** What a colour scheme is: the palettes follow from the base colour by the spec's rule. */
export interface SchemeSource {
  id: string;
  name: string;
  baseColor: string;
}

export const exportFormats = ['css', 'dtcg', 'dtcg-hex', 'tailwind', 'vanilla-extract'] as const;
export type ExportFormat = (typeof exportFormats)[number];

function palettes(scheme: SchemeSource): { light: Palette; dark: Palette } {
  const light = generatePalette(scheme.baseColor);
  return { light, dark: generateDarkPalette(light) };
}

/** A W3C Design Tokens colour value (DTCG 2025.10): sRGB components 0–1 with the hex beside them. */
function dtcgColour(hex: string) {
  const { r, g, b } = rgb(parse(hex)!);
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return { colorSpace: 'srgb', components: [round(r), round(g), round(b)], hex: hex.toLowerCase() };
}

/** How a colour token's value is written: DTCG 2025.10's object, or the earlier drafts' `#rrggbb` string. */
export type DesignTokenColourForm = 'object' | 'hex';

const colourValue = (hex: string, form: DesignTokenColourForm) =>
  form === 'object' ? dtcgColour(hex) : hex.toLowerCase();

const entries = (palette: Palette, form: DesignTokenColourForm) =>
  Object.fromEntries(palette.map((hex, index) => [String(index), { $value: colourValue(hex, form) }]));

/**
 * The schemes as a W3C Design Tokens file (Format Module 2025.10): one group per product with its base colour and
 * the light and dark palettes (tokens 0–8), every token a colour in `{colorSpace, components, hex}` form. Style
 * Dictionary 5 reads that form; Style Dictionary 4 predates it and writes such a value as `[object Object]`, so
 * the `hex` form writes each value as the `#rrggbb` string of the earlier drafts, which both read.
 */
export function toDesignTokens(
  schemes: readonly SchemeSource[],
  form: DesignTokenColourForm = 'object',
): string {
  const groups = Object.fromEntries(
    schemes.map((scheme) => {
      const { light, dark } = palettes(scheme);
      return [
        scheme.id,
        {
          $type: 'color',
          $description: scheme.name,
          base: { $value: colourValue(normalizeHex(scheme.baseColor), form) },
          light: entries(light, form),
          dark: entries(dark, form),
        },
      ];
    }),
  );
  // JSON.stringify escapes what JSON needs; a name is only ever a string value here.
  return `${JSON.stringify({ product: groups }, null, 2)}\n`;
}

export class DesignTokenImportError extends Error {}

/**
 * Reads a Design Tokens file written by `toDesignTokens` (or by hand in its shape) back into schemes: the id is
 * the group's name, the name its description, the base colour its `base` token (a `#rrggbb` string, or an object
 * from its `hex`, or from the sRGB components when a tool left the hex out). Anything else is refused with a
 * message saying where.
 */
export function fromDesignTokens(text: string): SchemeSource[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new DesignTokenImportError('The file is not JSON.');
  }
  const product = (document as { product?: unknown } | null)?.product;
  if (typeof product !== 'object' || product === null || Array.isArray(product))
    throw new DesignTokenImportError('The file has no "product" group.');
  return Object.entries(product).map(([id, group]) => {
    if (!/^[a-z][a-z0-9-]{1,39}$/.test(id)) throw new DesignTokenImportError(`"${id}" is not a scheme id.`);
    const { $description, base } = (group ?? {}) as { $description?: unknown; base?: { $value?: unknown } };
    const value = base?.$value as { colorSpace?: unknown; components?: unknown; hex?: unknown } | undefined;
    let hex: string | undefined;
    if (typeof value === 'string') {
      if (isHexColor(value)) hex = normalizeHex(value);
    } else if (typeof value?.hex === 'string' && isHexColor(value.hex)) hex = normalizeHex(value.hex);
    else if (
      value?.colorSpace === 'srgb' &&
      Array.isArray(value.components) &&
      value.components.length === 3
    ) {
      const [r, g, b] = value.components.map(Number);
      const toByte = (channel: number | undefined) =>
        Math.round(Math.min(1, Math.max(0, channel ?? Number.NaN)) * 255)
          .toString(16)
          .padStart(2, '0');
      if ([r, g, b].every((channel) => Number.isFinite(channel)))
        hex = normalizeHex(`#${toByte(r)}${toByte(g)}${toByte(b)}`);
    }
    if (!hex) throw new DesignTokenImportError(`"${id}" has no base colour.`);
    const name = typeof $description === 'string' && $description.trim() !== '' ? $description.trim() : id;
    return { id, name: name.slice(0, 50), baseColor: hex };
  });
}

/**
 * A scheme's name as the text of a CSS comment. Nothing can be escaped inside a comment, which ends at the first
 * `*\/`, so every `/` right after a `*` gets a space before it; the space ends the pair without making a new one
 * (removing the pair instead, in one pass, turned `**\/\/` into `*\/`).
 */
const cssCommentText = (text: string) => text.replace(/\*\//g, '* /');

/** A line terminator of JavaScript, or a backslash or quote that would end a single-quoted string. */
const jsSpecial = /[\\'\n\r\u2028\u2029]/g;
const jsEscape = (character: string) =>
  character === '\\' || character === "'"
    ? `\\${character}`
    : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * A scheme's name as the text of a JavaScript line comment: a line comment ends at any line terminator (line
 * feed, carriage return, U+2028, U+2029), so each is written as its escape, and the rest stays in the comment.
 */
const jsLineCommentText = (text: string) => text.replace(/[\n\r\u2028\u2029]/g, jsEscape);

/** A single-quoted JavaScript string literal of any text. */
const jsString = (text: string) => `'${text.replace(jsSpecial, jsEscape)}'`;

/** A Tailwind CSS v4 `@theme` block: `--color-<id>-0…8` and the dark palette as `--color-<id>-dark-0…8`. */
export function toTailwindTheme(schemes: readonly SchemeSource[]): string {
  const lines = schemes.flatMap((scheme) => {
    const { light, dark } = palettes(scheme);
    return [
      `  /* ${cssCommentText(scheme.name)} */`,
      ...light.map((hex, index) => `  --color-${scheme.id}-${index}: ${hex};`),
      ...dark.map((hex, index) => `  --color-${scheme.id}-dark-${index}: ${hex};`),
    ];
  });
  return `@theme {\n${lines.join('\n')}\n}\n`;
}

/**
 * A vanilla-extract file that fills this site's `productThemeVars` contract (@site/tokens) for each scheme, in
 * light and in dark, for elements marked `data-product-theme="<id>"`: the same colours publishing gives the live
 * pages. Accent takes entry 2, a tint the published pages do not set.
 */
export function toVanillaExtractTheme(schemes: readonly SchemeSource[]): string {
  const blocks = schemes.map((scheme) => {
    const { light, dark } = palettes(scheme);
    const theme = publishedTheme(light, dark);
    const vars = (colours: typeof theme.light, accent: string) =>
      `{ primary: ${jsString(colours.primary)}, accent: ${jsString(accent)}, gradientFrom: ${jsString(colours.gradientFrom)}, gradientTo: ${jsString(colours.gradientTo)}, text: ${jsString(colours.text)}, onPrimary: ${jsString(colours.onPrimary)} }`;
    const selector = `[data-product-theme="${scheme.id}"]`;
    return [
      `// ${jsLineCommentText(scheme.name)}`,
      `createGlobalTheme(${jsString(selector)}, productThemeVars, ${vars(theme.light, light[2])});`,
      `createGlobalTheme(${jsString(`html.dark ${selector}`)}, productThemeVars, ${vars(theme.dark, dark[2])});`,
    ].join('\n');
  });
  return `import { createGlobalTheme } from '@vanilla-extract/css';\nimport { productThemeVars } from '@site/tokens';\n\n${blocks.join('\n\n')}\n`;
}

/** Every export format by name; `css` is the Color Manager's CSS Output (spec §9). */
export function exportSchemes(schemes: readonly SchemeSource[], format: ExportFormat): string {
  switch (format) {
    case 'css':
      return schemes
        .map((scheme) => {
          const { light, dark } = palettes(scheme);
          return generateProductCss(scheme.id, light, dark);
        })
        .join('\n');
    case 'dtcg':
      return toDesignTokens(schemes);
    case 'dtcg-hex':
      return toDesignTokens(schemes, 'hex');
    case 'tailwind':
      return toTailwindTheme(schemes);
    case 'vanilla-extract':
      return toVanillaExtractTheme(schemes);
  }
}
