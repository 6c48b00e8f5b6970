/**
 * What a page does for a visitor whose browser runs no JavaScript. Every page is prerendered HTML, so it reads
 * the same; what needs script is hidden rather than shown dead, by one stylesheet in a `<noscript>` in the head
 * (a browser running scripts never applies it):
 * - a control or island marked `needsScriptMark` is not shown (the theme switch, the menu button, the chat, the
 *   ROI calculator, the story search); where something takes its place, a `<noscript>` says what (the forms work
 *   without script: the browser sends them, api/src/routes/formPosts.ts answers);
 * - the site navigation, hidden on phones behind the menu button, shows as a row of links under the header;
 * - every FAQ answer is open;
 * - the page follows the system's dark mode: with script the theme script chooses (the visitor's stored choice,
 *   else the hour) and sets `html.dark`, which a page without script never gets.
 */
import { productThemeClass, productThemes } from '@site/tokens';
import { changedDeclarations, darkTokens, lightTokens } from '@site/tokens/values';

/** The attribute that marks what does nothing without JavaScript. */
export const needsScriptMark = { 'data-needs-script': '' } as const;

/** The header's navigation (`data-site-nav`) and the row it sits in (`data-site-header`). */
export const siteNavMark = { 'data-site-nav': '' } as const;
export const siteHeaderMark = { 'data-site-header': '' } as const;

/**
 * The stylesheet for a page read without JavaScript. Below 768 px the header wraps onto a second row. The dark
 * theme is written as the tokens that differ from the light one: 1.3 KB more in every page's HTML, about 250 bytes
 * compressed. A function, so the client's scripts (which never apply it) leave it and the tokens out.
 */
export function withoutScriptStyles(): string {
  return [
    '[data-needs-script]{display:none!important}',
    '[data-faq-answer][hidden]{display:block!important}',
    '@media not all and (min-width:768px){[data-site-header]{flex-wrap:wrap}[data-site-nav]{display:flex!important;order:1;flex-basis:100%;gap:1rem;padding-block-end:.5rem}}',
    `@media(prefers-color-scheme:dark){:root{color-scheme:dark;${changedDeclarations(darkTokens, lightTokens)}}${productTextOnDark()}}`,
  ].join('');
}

/**
 * A product page's text colour on the dark page: the product themes switch it under `html.dark` (which a page
 * without script never gets), so without script it follows the system's dark mode here, for each product theme
 * (on the page's root or inside it, as `productThemeClass` is used).
 */
function productTextOnDark(): string {
  return (Object.keys(productThemes) as (keyof typeof productThemes)[])
    .map((id) => {
      const name = productThemeClass[id];
      return `:root .${name},html.${name}{--product-text:${productThemes[id].textColorDark}}`;
    })
    .join('');
}
