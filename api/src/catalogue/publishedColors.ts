import { publishedThemeCss, publishedThemeDarkWithoutScriptCss } from '@site/color';
import { darkTokens, lightTokens } from '@site/tokens/values';
import type { Publication } from './types.ts';

/** The page backgrounds published product text sits on, in light and dark. */
export const pageSurfaces = { light: lightTokens.color.surface.page, dark: darkTokens.color.surface.page };

/**
 * The `<style>` element a page of a published scheme carries in its `<head>`: the scheme's colours for the
 * elements that carry its product theme. Inline style needs no request and so never blocks rendering, and it is
 * in the HTML before the first paint, so no old colour ever flashes.
 */
export function publishedStyleElement(
  productTheme: string,
  publication: Pick<Publication, 'id' | 'colorPalette' | 'darkModePalette'>,
): string {
  const selector = `[data-product-theme="${productTheme}"]`;
  const css = publishedThemeCss(selector, publication.colorPalette, publication.darkModePalette);
  // Without script the page follows the system's dark mode (app/src/islands/withoutScript.ts), and so do these.
  const dark = publishedThemeDarkWithoutScriptCss(
    selector,
    publication.colorPalette,
    publication.darkModePalette,
  );
  return `<style data-published-colors="${publication.id}">${css}</style><noscript><style>${dark}</style></noscript>`;
}
