/** Maximum lengths, shared by the server's checks and the inputs' maxLength attributes. */
export const MAX_LENGTH = { name: 200, email: 254, subject: 200, message: 5000, phone: 40, product: 200, problem: 5000 } as const;

// The fields each visitor form posts (the honeypot aside).
export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export const SUPPORT_FIELDS = ['name', 'email', 'phone', 'product', 'problem'] as const;
/** The support form's optional field: the spec's four stay required. */
export const SUPPORT_OPTIONAL_FIELDS = ['problem'] as const;
export const HELP_FIELDS = ['name', 'email', 'subject', 'message'] as const;
// The payment reference and its signature travel with the form so a refused post shows the same reference again.
// A reference typed by hand (paid already with another device's) is optional, and kept when refused.
export const CHECKOUT_FIELDS = ['name', 'email', 'reference', 'referenceSignature', 'paidReference', 'renew'] as const;
export const CHECKOUT_OPTIONAL_FIELDS = ['reference', 'referenceSignature', 'paidReference', 'renew'] as const;
// "E-mail me these payment details": the address, and the page's plan and signed reference.
export const PAYMENT_DETAILS_FIELDS = ['email', 'reference', 'referenceSignature'] as const;
export const PAYMENT_DETAILS_OPTIONAL_FIELDS = ['reference', 'referenceSignature'] as const;
// The download page's "E-mail me the download link": the address only.
export const DOWNLOAD_LINK_FIELDS = ['email'] as const;
