import { useFormikContext } from 'formik';

/**
 * What leaving a field does in every form: marks it touched and validates that field only. A whole-form
 * validation started here would run beside the one the next field's change starts (a star clicked right after
 * leaving a select) and, finishing last with the older values, put back the error that change had just cleared.
 */
export function useLeaveField(name: string): () => void {
  const { setFieldTouched, validateField } = useFormikContext<unknown>();
  return () => {
    void setFieldTouched(name, true, false);
    void validateField(name);
  };
}
