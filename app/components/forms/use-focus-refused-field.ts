import { useEffect, useRef } from 'react';

/**
 * Focus after a refusal: once per refusal (each a new `refusal`, its toast's id say; nothing when
 * there is none), focus goes to the form's first invalid field. Returns the ref to put on the form.
 */
export function useFocusRefusedField(refusal: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusal) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
  return formRef;
}
