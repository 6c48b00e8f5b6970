import { useFormikContext } from 'formik';

/**
 * What leaving a field does in every form: marks it touched and validates that field only. A whole-form
 * validation started here would run beside the one the next field's change starts (a star clicked right after
 * leaving a select) and, finishing last with the older values, put back the error that change had just cleared.
 *
 * A field left as it was shown (passed through, or left just before pressing Send) says nothing yet; its
 * "required" shows when the form is sent. Said on leaving, the message under the support form's last field pushed
 * the button down between the press and the release, so the click landed beside it and was lost.
 */
export function useLeaveField(name: string): () => void {
  const { setFieldTouched, validateField, getFieldMeta } = useFormikContext<unknown>();
  return () => {
    const { value, initialValue, touched } = getFieldMeta(name);
    if (!touched && value === initialValue) return;
    void setFieldTouched(name, true, false);
    void validateField(name);
  };
}
