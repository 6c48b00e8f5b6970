import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile as compileVanillaExtract, processVanillaFile } from '@vanilla-extract/integration';
import StyleDictionary from 'style-dictionary';
import StyleDictionary4 from 'style-dictionary-v4';
import { compile as compileTailwind } from 'tailwindcss';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDarkPalette, generatePalette } from './palette';
import { publishedTheme } from './publishedTheme';
import { exportSchemes, type SchemeSource } from './tokenExport';

/*
 * Each export read by the tool it is for, as an admin's project would read it: Tailwind CSS v4's compiler, the
 * vanilla-extract compiler (esbuild plus evaluation, as its Vite and webpack plugins run it), and Style
 * Dictionary 4 and 5. A scheme's name is data: whatever it holds, it must not become CSS or code.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
// Inside the repository, so the export's `@site/tokens` and `@vanilla-extract/css` resolve as in a project.
const scratch = join(root, 'node_modules/.cache');
mkdirSync(scratch, { recursive: true });
const workDir = mkdtempSync(join(scratch, 'token-exports-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const sophie: SchemeSource = { id: 'sophie', name: 'SOPHIE', baseColor: '#03B5AA' };
const light = generatePalette(sophie.baseColor);
const dark = generateDarkPalette(light);

describe('the Tailwind CSS v4 export, compiled by Tailwind', () => {
  const build = async (schemes: SchemeSource[], candidates: string[]) => {
    const compiler = await compileTailwind(`${exportSchemes(schemes, 'tailwind')}\n@tailwind utilities;\n`);
    return compiler.build(candidates);
  };

  it('gives utilities in the scheme’s colours, light and dark', async () => {
    const css = await build([sophie], ['bg-sophie-3', 'text-sophie-dark-0']);
    expect(css).toContain(`--color-sophie-3: ${light[3]}`);
    expect(css).toContain(`--color-sophie-dark-0: ${dark[0]}`);
    expect(css).toMatch(/\.bg-sophie-3\s*\{\s*background-color: var\(--color-sophie-3\)/);
    expect(css).toMatch(/\.text-sophie-dark-0\s*\{\s*color: var\(--color-sophie-dark-0\)/);
  });

  it.each([
    ['closes its comment', 'x */ } .injected { color: red } @theme { /*'],
    ['closes its comment once a pair is taken out', 'x **// } .injected { color: red } @theme { /*'],
    ['closes its comment twice', '*/*/ } .injected { color: red } @theme { /* */'],
  ])('keeps a name that %s inside the comment', async (_, name) => {
    const css = await build(
      [
        { ...sophie, name },
        { id: 'markus', name: 'Markus', baseColor: '#235789' },
      ],
      ['bg-sophie-3', 'bg-markus-3'],
    );
    expect(css).not.toContain('.injected');
    expect(css).not.toContain('color: red');
    expect(css).toMatch(/\.bg-sophie-3\s*\{/);
    expect(css).toMatch(/\.bg-markus-3\s*\{/);
  });
});

describe('the vanilla-extract export, compiled by vanilla-extract', () => {
  let file = 0;
  /** The CSS the export's file gives when a project builds it. */
  const compiled = async (schemes: SchemeSource[]) => {
    const filePath = join(workDir, `theme${file++}.css.ts`);
    writeFileSync(filePath, exportSchemes(schemes, 'vanilla-extract'));
    const { source } = await compileVanillaExtract({ filePath, cwd: root, identOption: 'debug' });
    const css: string[] = [];
    await processVanillaFile({
      source,
      filePath,
      identOption: 'debug',
      serializeVirtualCssPath: ({ source: cssSource }) => {
        css.push(cssSource);
        return '';
      },
    });
    return css.join('\n');
  };
  const red =
    "createGlobalTheme('body', productThemeVars, { primary: 'red', accent: 'red', gradientFrom: 'red', gradientTo: 'red', text: 'red', onPrimary: 'red' }); //";

  it("fills this site's product theme variables in light and dark", async () => {
    const css = await compiled([sophie]);
    const theme = publishedTheme(light, dark);
    expect(css).toMatch(/\[data-product-theme="sophie"\]\s*\{/);
    expect(css).toMatch(/html\.dark \[data-product-theme="sophie"\]\s*\{/);
    expect(css).toContain(theme.light.primary);
    expect(css).toContain(theme.dark.primary);
  });

  it.each([
    ['a line feed', '\n'],
    ['a carriage return', '\r'],
    ['a line separator (U+2028)', '\u2028'],
    ['a paragraph separator (U+2029)', '\u2029'],
    ['a carriage return and line feed', '\r\n'],
  ])('keeps a name with %s in it out of the code', async (_, terminator) => {
    const css = await compiled([{ ...sophie, name: `Evil${terminator}${red}` }]);
    expect(css).not.toMatch(/(^|\})\s*body\s*\{/);
    expect(css).not.toContain('red');
    expect(css).toMatch(/\[data-product-theme="sophie"\]\s*\{/);
  });
});

describe('the Design Tokens exports, read by Style Dictionary', () => {
  type Dictionary = typeof StyleDictionary;
  /** The CSS variables Style Dictionary writes from an export, with its standard `css` transforms. */
  const cssVariables = async (Version: Dictionary, tokens: string) => {
    const dictionary = new Version({
      tokens: JSON.parse(tokens),
      log: { verbosity: 'silent', warnings: 'disabled' },
      platforms: {
        css: { transformGroup: 'css', files: [{ destination: 'x.css', format: 'css/variables' }] },
      },
    });
    const [file] = await dictionary.formatPlatform('css');
    return String(file?.output);
  };
  const schemes = [{ ...sophie, name: 'SOPHIE "teal" */ \u2028 </script>' }];

  it.each([
    ['Style Dictionary 5', 'dtcg', StyleDictionary],
    ['Style Dictionary 5', 'dtcg-hex', StyleDictionary],
    ['Style Dictionary 4', 'dtcg-hex', StyleDictionary4 as unknown as Dictionary],
  ] as const)('%s reads the %s export as hex colours', async (_, format, Version) => {
    const css = await cssVariables(Version, exportSchemes(schemes, format));
    expect(css).toContain(`--product-sophie-base: ${sophie.baseColor.toLowerCase()};`);
    expect(css).toContain(`--product-sophie-light-8: ${light[8]!.toLowerCase()};`);
    expect(css).toContain(`--product-sophie-dark-0: ${dark[0]!.toLowerCase()};`);
    expect(css).not.toContain('[object Object]');
    expect(css.match(/--product-sophie-/g)).toHaveLength(19);
  });
});
