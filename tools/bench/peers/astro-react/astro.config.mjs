// Astro's reference project rendering React components (see ../shared/pages.mjs), pages as files.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  outDir: process.env.PEERS_OUT ?? 'dist',
  build: { format: 'file' },
  compressHTML: false,
  integrations: [react()],
});
