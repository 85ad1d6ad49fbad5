/** The server-icons Vite plugin (scripts/build/server-icons.ts): lucide's icon modules drawn by iconSvg on the server only. */
import type { Environment, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { serverIcons } from '../../../scripts/build/server-icons.ts';

const plugin = serverIcons('/site');
type Hook = (...args: unknown[]) => unknown;
const call = (hook: Plugin['resolveId'] | Plugin['load'], ...args: unknown[]) => (hook as Hook).call({}, ...args);
const consumer = (c: 'client' | 'server') => ({ config: { consumer: c } }) as unknown as Environment;

describe('serverIcons', () => {
  it('applies to the server bundle, not the browser one', () => {
    expect(plugin.applyToEnvironment?.(consumer('server') as never)).toBe(true);
    expect(plugin.applyToEnvironment?.(consumer('client') as never)).toBe(false);
  });

  it("replaces an icon module by one drawing that module's icon with iconSvg", () => {
    const id = call(plugin.resolveId, 'lucide-react/icons/phone', '/site/src/components/icons.ts');
    expect(id).toBe('\0server-icon:lucide-react/icons/phone');
    expect(call(plugin.load, id)).toBe(
      'import * as icon from "lucide-react/icons/phone";\nimport { iconSvg } from "/site/src/components/icon-svg.tsx";\nexport default iconSvg(icon);\n',
    );
  });

  it('leaves the real module to the replacement, and any other import alone', () => {
    expect(call(plugin.resolveId, 'lucide-react/icons/phone', '\0server-icon:lucide-react/icons/phone')).toBeNull();
    expect(call(plugin.resolveId, 'react', '/site/src/components/icons.ts')).toBeNull();
    expect(call(plugin.load, '/site/src/components/icons.ts')).toBeNull();
  });
});
