import { createContext, useContext } from 'react';

/**
 * Whether this server render answers a form's post with the page again (a refusal, its values kept):
 * its message must reach the visitor as a toast, so the page loads the client. Set by
 * entry.server.tsx from the request's action data; false in the browser, where it no longer matters.
 */
export const ActionAnswerContext = createContext(false);

export function useAnswersAction(): boolean {
  return useContext(ActionAnswerContext);
}
