/**
 * Values a cached page carries for one visitor only: plain tokens ([A-Za-z0-9_-]), the same in HTML
 * text, attributes, JavaScript strings and JSON, so the edge puts them in without escaping.
 */
export type VisitorValues = Record<string, string>;

/**
 * The part of a public page that is each visitor's own (checkout: the payment reference the browser
 * keeps for its plan, and the form's signature of it). The edge renders such a page once with
 * stand-in values, keeps it cut around them, and gives every response its visitor's own values. This
 * is all the edge knows of the page: which feature makes the values is the page's business.
 */
export interface VisitorPart {
  /** Values shaped like real ones, never valid (a stand-in's signature is random), for the shared render. */
  standIns(): VisitorValues;
  /** This visitor's values, and the Set-Cookie header that keeps them when they are new (null when not). */
  forVisit(cookieHeader: string | undefined): { values: VisitorValues; setCookie: string | null };
}

/** What the edge renders and caches for a public page's address. */
export interface PageVariant {
  /** The query the page renders from: only the parameters it reads, normalised ('' for none). */
  query: string;
  /** The part every visitor gets their own values in, or null for a page the same for everyone. */
  visitorPart: VisitorPart | null;
}

/** A page that reads no parameter and is the same for everyone. */
export const PLAIN_PAGE: PageVariant = { query: '', visitorPart: null };
