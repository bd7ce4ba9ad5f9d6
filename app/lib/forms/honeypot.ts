/**
 * The spam trap's field name. People never see or reach it (off-screen, aria-hidden, not focusable);
 * form-filling bots do, and a filled trap gets the success answer with nothing stored.
 */
export const HONEYPOT_FIELD = 'website';

export function honeypotFilled(formData: FormData): boolean {
  const values = formData.getAll(HONEYPOT_FIELD);
  return values.some((value) => typeof value !== 'string' || value.trim() !== '');
}
