import { presentRows } from '~/features/mail/templates/blocks';

/** What a visitor sent through one of the three forms, as the administrator's notification copies it. */
export type RequestCopy =
  | { kind: 'support'; name: string; email: string; phone: string; product: string; problem?: string | null }
  | { kind: 'help'; name: string; email: string; subject: string; message: string }
  | { kind: 'contact'; name: string; email: string; message: string };

/** Which of the three forms the copy is of (a request started by e-mail is copied as a help request). */
export type RequestCopyKind = RequestCopy['kind'];

/** The form's fields with their labels, in the form's order; the optional problem only when given. */
export function requestRows(request: RequestCopy): [string, string][] {
  const who = [
    ['Full Name', request.name],
    ['Email', request.email],
  ] as const;
  switch (request.kind) {
    case 'support':
      return presentRows([...who, ['Phone', request.phone], ['Product', request.product], ['Problem', request.problem]]);
    case 'help':
      return presentRows([...who, ['Subject', request.subject], ['Message', request.message]]);
    case 'contact':
      return presentRows([...who, ['Message', request.message]]);
  }
}

/** 'support request', 'help request', 'message'. */
export function requestNoun(kind: RequestCopyKind): string {
  return kind === 'contact' ? 'message' : `${kind} request`;
}

/** The form as the acknowledgement names it: 'contact form', 'support request form', 'Help Center form'. */
export function requestFormName(kind: RequestCopyKind): string {
  return { contact: 'contact form', support: 'support request form', help: 'Help Center form' }[kind];
}
