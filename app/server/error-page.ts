import { PATHS } from '~/lib/paths';
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A small self-contained page for answers given before React Router is reached (403, 413, 415, 500). */
export function errorPage(status: number, reason: string, explanation: string, requestId: string | null = null): string {
  // The id a visitor can quote (or screenshot) to find the request's log line.
  const reference = requestId ? `<p><small>Request ID: <code>${escapeHtml(requestId)}</code></small></p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${status} ${escapeHtml(reason)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:15vh auto;padding:0 1.5rem;color:#0f172a;text-align:center}a{color:#1d4ed8}</style>
</head><body><main><h1>Unexpected Application Error!</h1><p><strong>${status} ${escapeHtml(reason)}</strong></p>
<p>${escapeHtml(explanation)}</p>${reference}<p><a href="${PATHS.home}">Back to the home page</a></p></main></body></html>`;
}
