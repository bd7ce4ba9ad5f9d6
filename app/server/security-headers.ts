/** Headers every response carries, whatever produced it. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), display-capture=(), clipboard-write=(self)',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': contentSecurityPolicy([]),
  };
  if (https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * An enforced, hash-based policy: the sha256 of each inline script our renderer vouched for (see
 * script-nonce.ts). Hashes, not nonces, because cached pages are served to many visitors: the hash
 * of each inline script is the same for every copy of the page.
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  const scriptSrc = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // Inline style attributes (progress bars, swipe offset) need this; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
