// https://vike.dev/vike-react
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';

/**
 * Sonner (the toasts of /tech-recruitment) writes its stylesheet into a <style> element at run time, which the
 * Content-Security-Policy refuses (style-src 'self', no inline style): the toasts would lose their layout and their
 * touch-action, so swiping one away would scroll the page instead. The same stylesheet is imported as a file in
 * Toasts.tsx; this drops the run-time copy, and fails the build if Sonner changes how it inserts it.
 */
function sonnerStylesFromFile(): Plugin {
  return {
    name: 'sonner-styles-from-file',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return;
      const without = code.replace(/^__insertCSS\(".*"\);?$/m, '');
      if (without === code) this.error('Sonner no longer inserts its stylesheet with __insertCSS(...): check that the toasts are styled under the CSP, then update this plugin.');
      return { code: without, map: null };
    },
  };
}

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), imagetools(), sonnerStylesFromFile()],
  // Codegen assembles the public folder: public/, data/images/, sitemap, robots.txt, serving rules.
  publicDir: 'generated/public',
  build: { target: 'es2022' },
});
