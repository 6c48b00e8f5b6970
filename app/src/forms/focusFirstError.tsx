import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Placed inside a Formik form: after a send that found errors (the schema's, or the server's set with
 * `setErrors`), the first invalid field in the form's order takes the focus, so its message is read out with it
 * instead of the focus staying on the button with nothing said.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const invalid = marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('input, textarea, button')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input, textarea, button');
    target?.focus();
  }, [submitCount, isSubmitting, isValidating, errors]);
  return <span ref={marker} hidden />;
}
