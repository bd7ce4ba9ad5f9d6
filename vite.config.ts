import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server bundle's entry is our own HTTP server, which imports React Router's server build.
      { rollupOptions: { input: './app/server/index.ts' } }
    : {
        // Every browser we serve supports modulepreload; the polyfill would be dead weight.
        modulePreload: { polyfill: false },
        // Terser squeezes React and React Router a few KB smaller than esbuild (first-load budget).
        minify: 'terser' as const,
        terserOptions: { module: true, compress: { passes: 2 } },
      },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  ssr: { external: ['better-sqlite3'] },
}));
