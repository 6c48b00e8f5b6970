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
 * A submit button is held back too, so the scripted form (validation in place, toasts) answers it: its press is
 * replayed like any other, after `typedValues` has given the island what the visitor typed in the meantime.
 *
 * When the scripts fail to load (the network drops, or a page open across a deploy asks for files that are gone),
 * `islandsFailed` lets the held presses go (the buttons no longer say "working"), and a form whose island never
 * started is sent by the browser itself, as without JavaScript (the server answers it: api/src/forms/): a submit
 * held back is pressed again for that, and later ones are not held.
 */

/** The mark `hydrateIsland` sets on an island's element just before React takes it over. */
export const hydratingAttribute = 'data-hydrating';

/** The mark `hydrateIsland` sets once React has taken the island over and it has what was typed before. */
export const hydratedAttribute = 'data-hydrated';

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

/**
 * The mark on a button pressed before its island answered, until the press is replayed. The button fades and the
 * pointer says "working", so the visitor sees the press was taken and need not press again.
 */
export const pressedEarlyAttribute = 'data-pressed-early';

type WithEarlyPresses = { [pendingKey]?: HTMLButtonElement[]; [failedKey]?: () => void };

/** The script that records early presses (ES5, inline in the page: the CSP allows it by its hash). */
export const earlyPressScript = `(function(){var d=document,w=window,q=w.${pendingKey}=[],f=0,h='[data-island]:not([${hydratingAttribute}])',u='[data-island]:not([${hydratedAttribute}])';w.${failedKey}=function(){if(f)return;f=1;q.splice(0).forEach(function(b){b.removeAttribute('${pressedEarlyAttribute}');b.style.opacity='';b.style.cursor='';if(b.type==='submit')b.click()})};d.addEventListener('submit',function(e){var t=e.target;if(!f&&t&&t.closest&&t.closest(u))e.preventDefault()},true);d.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest(h+' button,'+u+' button[type=submit]');if(!b)return;if(b.hasAttribute('${themeSwitchAttribute}')){var t=d.documentElement.classList.toggle('dark')?'dark':'light';try{localStorage.setItem('${themeStorageKey}',t)}catch(x){}return}var m=b.hasAttribute('${menuButtonAttribute}')&&d.getElementById(b.getAttribute('aria-controls'));if(m){var o=m.hidden;m.hidden=!o;b.setAttribute('aria-expanded',String(o));return}if(f)return;if(b.type==='submit')e.preventDefault();if(q.indexOf(b)<0){q.push(b);b.setAttribute('${pressedEarlyAttribute}','');b.style.opacity='.6';b.style.cursor='progress'}},true)})();`;

/** Whether a button inside the island was pressed and is waiting for it to answer. */
export function hasEarlyPressIn(island: HTMLElement): boolean {
  return (window as WithEarlyPresses)[pendingKey]?.some((button) => island.contains(button)) ?? false;
}

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

/** The page's scripts did not all load: the held presses go, and forms not started are sent by the browser. */
export function islandsFailed(error: unknown) {
  console.error(error);
  (window as WithEarlyPresses)[failedKey]?.();
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets a field's value as typing or choosing does, so the island's own handler (React's onChange) hears of it. */
function typeInto(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    // React hears a select's change through the change event alone.
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React remembers the last value it saw through the element's own setter: clearing it that way, then setting the
  // typed value with the prototype's setter, makes the input event below a change React passes on.
  field.value = '';
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The value a field was shown with in the page's HTML. */
function shownValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** Whether the visitor has typed, ticked or chosen anything in the island's fields. */
export function hasTypedValues(island: HTMLElement): boolean {
  for (const field of island.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.type !== 'hidden' && field.value !== shownValue(field)) return true;
  }
  return false;
}

/**
 * What the visitor typed, ticked or chose in an island's fields before it hydrated and while it hydrated (kept by
 * the browser; the island's state starts from the prerendered form, and hydrating a select or a radio sets it back
 * to that state). Called just before hydration, it watches the fields' input and change events until the returned
 * function runs, once the island has hydrated: that gives the island's state the last value of every field that
 * differs from what the page showed. A form that loads its code on the first focus hydrates while the visitor types.
 */
export function typedValues(island: HTMLElement): () => void {
  const fields = [...island.querySelectorAll<Field>('input, textarea, select')].filter(
    (field) => field.type !== 'hidden',
  );
  const latest = new Map(fields.map((field) => [field, fieldState(field)]));
  // What the page showed, read now: hydrating a controlled field rewrites its default to the island's state.
  const shown = new Map(fields.map((field) => [field, shownState(field)]));
  const note = (event: Event) => {
    const target = event.target as Field;
    // Hydrating sets a select back to the option the page showed, between the input and the change event of a
    // choice made meanwhile: the change then reports that option, which no visitor can choose (it is disabled).
    if (target instanceof HTMLSelectElement && target.value === shown.get(target)) return;
    // Choosing one radio unticks the others of its group, without an event of their own.
    for (const field of fields)
      if (
        field === target ||
        (target.type === 'radio' && field.type === 'radio' && field.name === target.name)
      )
        latest.set(field, fieldState(field));
  };
  island.addEventListener('input', note, true);
  island.addEventListener('change', note, true);
  return () => {
    island.removeEventListener('input', note, true);
    island.removeEventListener('change', note, true);
    for (const field of fields) {
      if (!field.isConnected) continue;
      if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
        if (latest.get(field) === 'checked' && shown.get(field) !== 'checked') {
          field.checked = false;
          field.click();
        }
        continue;
      }
      const before = shown.get(field);
      const value = field.value !== before ? field.value : latest.get(field);
      if (value !== undefined && value !== before) typeInto(field, value);
    }
  };
}

/** What the page's HTML shows in a field: its value, or whether it is ticked. */
function shownState(field: Field): string {
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox'))
    return field.defaultChecked ? 'checked' : '';
  return shownValue(field);
}

/** A field's value, or whether it is ticked. */
function fieldState(field: Field): string {
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox'))
    return field.checked ? 'checked' : '';
  return field.value;
}
