/**
 * Vitest global setup of the integration tests: installs tools/cms (the web editor's package, which every codegen run that
 * writes generated/ copies from) once, before the test files run in parallel, rather than in each of them.
 */
import { ensureTool } from '../scripts/codegen/tool-packages.ts';

export default function setup(): void {
  ensureTool('cms');
}
