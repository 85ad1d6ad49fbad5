import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0server-icon:';

/**
 * On the server, each lucide-react icon module (src/components/icons.ts imports one per icon) is replaced by one whose
 * component draws the same icon with src/components/icon-svg.tsx: the same markup (tests/pages/icon-svg.test.ts
 * compares every icon) without lucide-react's two component layers, 8% of a city page's rendering with 65 icons on
 * it. In the browser the islands keep lucide-react's own components, which their bundles trim to the icons they use.
 */
export function serverIcons(root = process.cwd()): Plugin {
  const drawer = JSON.stringify(path.join(root, 'src/components/icon-svg.tsx'));
  return {
    name: 'server-icons',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    resolveId(id, importer) {
      if (!id.startsWith('lucide-react/icons/') || importer?.startsWith(PREFIX)) return null;
      return `${PREFIX}${id}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const icon = JSON.stringify(id.slice(PREFIX.length));
      return `import * as icon from ${icon};\nimport { iconSvg } from ${drawer};\nexport default iconSvg(icon);\n`;
    },
  };
}
