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
