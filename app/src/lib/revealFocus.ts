/**
 * Keeps what the keyboard focuses wholly in sight inside a part of the page that scrolls sideways (a price table
 * on a phone, an admin table). Chrome scrolls a focused element into view only when less than about 32 px of it
 * shows, so a button cut in half by a table's edge stayed cut, its visible part under the chat button (WCAG 2.4.11).
 * The element is scrolled in with its `scroll-margin`, which keeps it clear of the chat button too.
 *
 * Only focus moved by the keyboard is looked at: what a pointer presses is under it, so in sight, and reading the
 * layout on every press cost the first tap on the header's buttons 20–70 ms at 4× CPU (`npm run bench:site`).
 */
export function revealFocusInScrollers(root: Document = document) {
  let byKeyboard = false;
  root.addEventListener('keydown', () => (byKeyboard = true), { capture: true, passive: true });
  root.addEventListener('pointerdown', () => (byKeyboard = false), { capture: true, passive: true });
  root.addEventListener('focusin', (event) => {
    if (!byKeyboard) return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    const scroller = sidewaysScroller(target);
    if (!scroller) return;
    const shown = scroller.getBoundingClientRect();
    const focused = target.getBoundingClientRect();
    if (focused.left < shown.left || focused.right > shown.right) {
      target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  });
}

function sidewaysScroller(element: Element): Element | undefined {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent.scrollWidth > parent.clientWidth && /auto|scroll/.test(getComputedStyle(parent).overflowX)) {
      return parent;
    }
  }
  return undefined;
}
