// Astro's reference project with .astro templates (see ../shared/pages.mjs): pages as files, as this site writes them.
import { defineConfig } from 'astro/config';

export default defineConfig({
  outDir: process.env.PEERS_OUT ?? 'dist',
  build: { format: 'file' },
  compressHTML: false,
});
