/**
 * The site's look for mail clients, which read neither our stylesheet nor web fonts: the brand blues
 * from app/app.css (@theme --color-brand-*), Tailwind's slate greys the pages use, the system font stack.
 */
export const MAIL_COLOURS = {
  brand50: '#eff6ff',
  brand100: '#dbeafe',
  brand700: '#1d4ed8',
  brand800: '#1e40af',
  brand900: '#1e3a8a',
  page: '#f1f5f9', // slate-100
  card: '#ffffff',
  border: '#e2e8f0', // slate-200
  text: '#0f172a', // slate-900
  muted: '#475569', // slate-600
} as const;

// Single quotes inside: these go into style="…" attributes.
export const MAIL_FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const MAIL_MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";
