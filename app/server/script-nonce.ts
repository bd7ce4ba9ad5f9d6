import crypto from 'node:crypto';

/** A fresh value per render, handed to React Router's scripts; never sent to the browser. */
export function createScriptNonce(): string {
  return crypto.randomBytes(18).toString('base64url');
}

/** A CSP source that allows one inline script: 'sha256-' and the base64 SHA-256 of its text. */
export function inlineScriptHash(body: string): string {
  return `sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hashes of the inline scripts our renderer marked with this render's nonce, and the HTML
 * with the nonce taken out. Only those scripts run: one that reached the page any other way (an
 * HTML-injection bug) has no nonce, so no hash, and the browser refuses it. Hashes rather than the
 * nonce itself keep the policy the same for every copy of a cached page.
 */
export function hashNoncedScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!body || !attributes.includes(attribute) || /\ssrc=/i.test(attributes)) continue;
    hashes.add(inlineScriptHash(body));
  }
  return { html: html.split(attribute).join(''), hashes: [...hashes] };
}
