import { themeStorageKey } from '../lib/theme';

/**
 * Presses that come before an island answers. React listens to an island only from the moment it starts to
 * hydrate it, and on a page that loads no app the islands' code runs after the load event: on a 4× slower phone
 * about a second later. A tap on the menu button in that second was lost. So the page's loader script (written
 * by the prerender) records a press on a button inside an island that has not started to hydrate, and the island
 * presses it again once it has hydrated: once, however often it was pressed while nothing answered. Two of the
 * header's buttons need no code of the island's and answer at once: the theme switch switches, as `applyTheme`
 * does, and React reads the new theme from the root's class when it hydrates; the menu button shows or hides the
 * prerendered menu, and the header starts from what the visitor left (`menuOpenedEarly`).
 */

/** The mark `hydrateIsland` sets on an island's element just before React takes it over. */
export const hydratingAttribute = 'data-hydrating';

/** The mark on the header's theme switch. */
export const themeSwitchAttribute = 'data-theme-switch';

/** The mark on the header's menu button, whose `aria-controls` names the menu it shows and hides. */
export const menuButtonAttribute = 'data-menu-button';

/** Whether the header's menu was opened before the header hydrated (read as the header hydrates). */
export function menuOpenedEarly(menuId: string): boolean {
  return typeof document !== 'undefined' && document.getElementById(menuId)?.hidden === false;
}

const pendingKey = '__earlyPresses';

type WithEarlyPresses = { [pendingKey]?: HTMLButtonElement[] };

/** The script that records early presses (ES5, inline in the page: the CSP allows it by its hash). */
export const earlyPressScript = `(function(){var d=document,q=window.${pendingKey}=[];d.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[data-island]:not([${hydratingAttribute}]) button');if(!b||b.type==='submit')return;if(b.hasAttribute('${themeSwitchAttribute}')){var t=d.documentElement.classList.toggle('dark')?'dark':'light';try{localStorage.setItem('${themeStorageKey}',t)}catch(x){}return}var m=b.hasAttribute('${menuButtonAttribute}')&&d.getElementById(b.getAttribute('aria-controls'));if(m){var o=m.hidden;m.hidden=!o;b.setAttribute('aria-expanded',String(o));return}if(q.indexOf(b)<0)q.push(b)},true)})();`;

/** Presses again, now that the island answers, each button inside it that was pressed before. */
export function replayEarlyPresses(island: HTMLElement) {
  const pending = (window as WithEarlyPresses)[pendingKey];
  if (!pending) return;
  const mine = pending.filter((button) => island.contains(button));
  (window as WithEarlyPresses)[pendingKey] = pending.filter((button) => !island.contains(button));
  for (const button of mine) button.click();
}
