// https://vike.dev/vike-react

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { serverIcons } from './scripts/build/server-icons.ts';
import { buildProgress } from './scripts/build/vite-progress.ts';

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), imagetools(), serverIcons(), buildProgress()],
  // Codegen assembles the public folder: public/, data/images/, sitemap, robots.txt, serving rules.
  publicDir: 'generated/public',
  build: { target: 'es2022' },
  // The public folder is the site's (dist/client); the server bundle, which only renders pages, needs no copy of it
  // (4 MB, and the sitemaps and city search index, which grow with the cities).
  // lucide-react is bundled into it: each icon the pages draw (./scripts/build/server-icons.ts) was a module of its own
  // that every page renderer resolved and loaded from node_modules, 93 files, when it started.
  environments: { ssr: { build: { copyPublicDir: false }, resolve: { noExternal: ['lucide-react'] } } },
});
