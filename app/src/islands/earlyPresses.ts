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
 *
 * A submit button is held back too: sent by the browser, the form would post to the page itself and the visitor
 * would land on an error. Its press is replayed like any other, after `typedValues` has given the island
 * what the visitor typed in the meantime.
 *
 * When the scripts fail to load (the network drops, or a page open across a deploy asks for files that are gone),
 * `islandsFailed` lets the held presses go (the buttons no longer say "working") and shows the notes marked
 * `scriptsFailedAttribute` beside the islands that never started: what the visitor typed stays, and the note says
 * how else to reach us. A submit pressed after that shows the note again instead of waiting.
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
const failedKey = '__islandsFailed';

/** What the loader runs when the islands' entry script fails to load (ES5, inline). */
export const islandsFailedScript = `var f=window.${failedKey};f&&f()`;

/** The mark on a note that stays hidden unless the page's scripts fail to load beside it. */
export const scriptsFailedAttribute = 'data-scripts-failed';

/**
 * The mark on a button pressed before its island answered, until the press is replayed. The button fades and the
 * pointer says "working", so the visitor sees the press was taken and need not press again.
 */
export const pressedEarlyAttribute = 'data-pressed-early';

type WithEarlyPresses = { [pendingKey]?: HTMLButtonElement[]; [failedKey]?: () => void };

/** The script that records early presses (ES5, inline in the page: the CSP allows it by its hash). */
export const earlyPressScript = `(function(){var d=document,w=window,q=w.${pendingKey}=[],f=0;function note(focus){var n=d.querySelectorAll('[${scriptsFailedAttribute}]'),s;for(var i=0;i<n.length;i++){if(!n[i].parentNode.querySelector('[data-island]:not([${hydratingAttribute}])'))continue;n[i].hidden=false;s=s||n[i]}if(s&&focus){s.tabIndex=-1;s.focus()}}w.${failedKey}=function(){if(f)return;f=1;var p=q.length;q.splice(0).forEach(function(b){b.removeAttribute('${pressedEarlyAttribute}');b.style.opacity='';b.style.cursor=''});note(p>0)};d.addEventListener('submit',function(e){var t=e.target;if(t&&t.closest&&t.closest('[data-island]:not([${hydratingAttribute}])'))e.preventDefault()},true);d.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[data-island]:not([${hydratingAttribute}]) button');if(!b)return;if(b.type==='submit')e.preventDefault();if(b.hasAttribute('${themeSwitchAttribute}')){var t=d.documentElement.classList.toggle('dark')?'dark':'light';try{localStorage.setItem('${themeStorageKey}',t)}catch(x){}return}var m=b.hasAttribute('${menuButtonAttribute}')&&d.getElementById(b.getAttribute('aria-controls'));if(m){var o=m.hidden;m.hidden=!o;b.setAttribute('aria-expanded',String(o));return}if(f){if(b.type==='submit')note(true);return}if(q.indexOf(b)<0){q.push(b);b.setAttribute('${pressedEarlyAttribute}','');b.style.opacity='.6';b.style.cursor='progress'}},true)})();`;

/** Presses again, now that the island answers, each button inside it that was pressed before. */
export function replayEarlyPresses(island: HTMLElement) {
  const pending = (window as WithEarlyPresses)[pendingKey];
  if (!pending) return;
  const mine = pending.filter((button) => island.contains(button));
  // In place: the page's script keeps adding to this very list for the islands still to come.
  for (const button of mine) pending.splice(pending.indexOf(button), 1);
  for (const button of mine) {
    button.removeAttribute(pressedEarlyAttribute);
    button.style.removeProperty('opacity');
    button.style.removeProperty('cursor');
    button.click();
  }
}

/** The page's scripts did not all load: the held presses go, and the notes beside the islands not started show. */
export function islandsFailed(error: unknown) {
  console.error(error);
  (window as WithEarlyPresses)[failedKey]?.();
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Sets a field's value as typing does, so the island's own handler (React's onChange) hears of it. */
function typeInto(field: Field, value: string) {
  // React remembers the last value it saw through the element's own setter: clearing it that way, then setting the
  // typed value with the prototype's setter, makes the input event below a change React passes on.
  field.value = '';
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What the visitor typed or ticked in an island's fields before it hydrated (text is kept by the browser; the
 * island's state starts from the prerendered, empty form and clears it). Read just before hydration; the returned
 * function gives it to the hydrated island.
 */
export function typedValues(island: HTMLElement): () => void {
  const typed: (() => void)[] = [];
  for (const field of island.querySelectorAll<Field>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      if (field.checked && !field.defaultChecked)
        typed.push(() => {
          field.checked = false;
          field.click();
        });
    } else if (field.type !== 'hidden' && field.value !== field.defaultValue) {
      const { value } = field;
      // Not where the visitor typed on while hydration ran: that went to React already.
      typed.push(() => {
        if (field.value === field.defaultValue || field.value === value) typeInto(field, value);
      });
    }
  }
  return () => {
    for (const restore of typed) restore();
  };
}
