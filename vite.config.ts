import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our own HTTP server, which imports React Router's server build.
  build: isSsrBuild ? { rollupOptions: { input: './app/server/index.ts' } } : undefined,
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  ssr: { external: ['better-sqlite3'] },
}));
