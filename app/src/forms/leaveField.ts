import { type FormikContextType, useFormikContext } from 'formik';
import { useEffect } from 'react';

/** Whether a mouse button, pen or finger is down on the page right now (watched once the first field renders). */
let pressing = false;
let watching = false;

export function watchPresses() {
  if (watching) return;
  watching = true;
  document.addEventListener('pointerdown', () => (pressing = true), true);
  for (const end of ['pointerup', 'pointercancel'])
    document.addEventListener(end, () => (pressing = false), true);
}

/** Runs `then` once the press under way has ended and its click has been handled. */
function afterThePress(then: () => void) {
  const ended = () => {
    document.removeEventListener('pointerup', ended, true);
    document.removeEventListener('pointercancel', ended, true);
    // The click follows the pointerup in the same task; this runs after it.
    setTimeout(then, 0);
  };
  document.addEventListener('pointerup', ended, true);
  document.addEventListener('pointercancel', ended, true);
}

/**
 * What leaving a field does in every form: marks it touched and validates that field only. A whole-form
 * validation started here would run beside the one the next field's change starts (a star clicked right after
 * leaving a select) and, finishing last with the older values, put back the error that change had just cleared.
 *
 * A field left as it was shown (passed through, or left just before pressing Send) says nothing yet; its
 * "required" shows when the form is sent. A field left by a press (on Send, say) says its message once the press
 * has ended: said at once, the message pushed the button down between the press and the release, so the click
 * landed beside it and was lost.
 */
export function useLeaveField(name: string): () => void {
  const form = useFormikContext<unknown>();
  useEffect(watchPresses, []);
  return () => leaveField(form, name);
}

/** The form's parts that leaving a field uses. */
export type LeavableForm = Pick<
  FormikContextType<unknown>,
  'setFieldTouched' | 'validateField' | 'getFieldMeta'
>;

/**
 * `useLeaveField` for a form read outside its fields (the content studio's page editor, whose fields do not each
 * listen to the whole form); such a form calls `watchPresses` once it is shown.
 */
export function leaveField(form: LeavableForm, name: string): void {
  const { value, initialValue, touched } = form.getFieldMeta(name);
  if (!touched && value === initialValue) return;
  const leave = () => {
    void form.setFieldTouched(name, true, false);
    void form.validateField(name);
  };
  if (pressing) afterThePress(leave);
  else leave();
}
