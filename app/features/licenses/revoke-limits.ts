/** A revocation's reason, like a cancellation's: one line, at most this long (the form's maxlength too). */
export const MAX_REVOKE_REASON = 500;
