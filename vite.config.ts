import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server bundle's entry is our own HTTP server, which imports React Router's server build.
      { rollupOptions: { input: './app/server/index.ts' } }
    : {
        // React Router preloads each page's modules itself. Vite's own list is only for our lazy
        // chunks (toasts, copy buttons, the error page, the order receipt), whose one dependency is
        // the shell every page has loaded already: each list was dead weight (0.1 KB on home and checkout).
        modulePreload: false,
        // Terser squeezes React and React Router a few KB smaller than esbuild (first-load budget).
        minify: 'terser' as const,
        terserOptions: { module: true, compress: { passes: 2 } },
        rollupOptions: { output: { manualChunks: sharedChunks } },
      },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  ssr: { external: ['better-sqlite3'] },
}));

// The small modules every public page needs (the shell, the common content) go in one chunk with
// React and React Router: fifteen tiny files each cost their own request, import lines and gzip
// header (measured: 2.5-3.4 KB less first-load JavaScript per page). The parts of the visitor forms
// go in a second one, which only the pages with a form load (0.4-0.5 KB less on every page).
const SHELL =
  /\/app\/(routes\/public-layout\.tsx|components\/(icons|script-nonce|public-shell|toast-status|toast-tone|json-ld|page-meta|logo|site-header|site-footer|button|section-heading|page-header|toaster|use-hydrated)\.tsx?|content\/(promises|navigation|primary-nav|public-pages)\.ts|lib\/(toast|brand|icon-names)\.ts)$/;
const FORMS =
  /\/app\/(components\/(field|forms\/(form-card|form-page|use-public-form|honeypot-field))\.tsx?|lib\/forms\/(fields|honeypot)\.ts)$/;
function sharedChunks(id: string): string | undefined {
  if (SHELL.test(id)) return 'shell';
  return FORMS.test(id) ? 'forms' : undefined;
}
