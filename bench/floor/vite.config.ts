import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The floor app builds as one script and one stylesheet, with VITE_API_URL read from the
 * environment. FLOOR_VARIANT=query builds the variant with TanStack Query and zod (data-query.tsx).
 */
export default defineConfig({
  root: here('.'),
  envDir: here('../..'),
  plugins: [react()],
  resolve: {
    alias: {
      'floor-data': here(process.env.FLOOR_VARIANT === 'query' ? './data-query.tsx' : './data-plain.tsx'),
      // React Router's production files, as the app's build takes them (its package names only the development ones).
      'react-router/dom': here('../../node_modules/react-router/dist/production/dom-export.mjs'),
      'react-router': here('../../node_modules/react-router/dist/production/index.mjs'),
    },
  },
  build: { emptyOutDir: true },
});
