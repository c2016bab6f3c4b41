// A focused control that gets disabled or removed loses the keyboard focus
// to the page's start (the browser blurs it), so a keyboard user who pressed
// Undo, Pass or a book move would have to tab back from the top. These keep
// the focus nearby.

// Sets control.disabled; if it was focused and is now disabled, the focus
// goes to next (a control that stays usable).
export function setDisabled(control, disabled, next) {
  const focused = disabled && document.activeElement === control;
  control.disabled = disabled;
  if (focused) next.focus();
}

// Runs rebuild(), which replaces what is inside container; if the focus was
// in there, it goes to what target() then returns (an element, or null for
// the fallback, which must be focusable: a control or tabindex="-1").
export function keepFocusIn(container, rebuild, target, fallback) {
  const focused = container.contains(document.activeElement);
  rebuild();
  if (focused) (target() ?? fallback).focus();
}

// A group of cells (a game board) as one tab stop: the cell last focused,
// by the keyboard or a click, has tabindex 0 and the others -1 (the caller
// sets -1 when it makes them). Returns place(cell), which makes cell the tab
// stop (the first one, or after the board is rebuilt).
export function rovingTabStop(container, isCell) {
  let stop = null;
  const place = (cell) => {
    if (stop) stop.tabIndex = -1;
    stop = cell;
    stop.tabIndex = 0;
  };
  container.addEventListener('focusin', (event) => {
    if (isCell(event.target) && event.target !== stop) place(event.target);
  });
  return place;
}

// A region that scrolls (on a narrow screen style.css makes a wide table
// scroll sideways inside its panel) must take the keyboard focus, or a
// keyboard user cannot scroll it: each element is a tab stop exactly while
// it overflows and holds no control of its own to tab to. Checked when its
// size or its content changes.
const CONTROL = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
export function tabStopWhileScrolling(elements) {
  const update = (el) => {
    const scrolls = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    if (scrolls && !el.querySelector(CONTROL)) el.tabIndex = 0;
    else if (document.activeElement !== el) el.removeAttribute('tabindex');
  };
  const resized = new ResizeObserver((entries) => { for (const entry of entries) update(entry.target); });
  for (const el of elements) {
    resized.observe(el);
    new MutationObserver(() => update(el)).observe(el, { childList: true, subtree: true, characterData: true });
    update(el);
  }
}
