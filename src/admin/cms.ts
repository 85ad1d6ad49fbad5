/**
 * The web editor's one addition to Decap CMS (loaded by /admin/ before the CMS starts): the "yaml-schema" format,
 * which keeps line 1 of each data file, `# yaml-language-server: $schema=…`, through an edit (Decap drops comments).
 * Built by codegen into generated/public/admin/cms.js.
 */
import { parse, stringify } from 'yaml';

const FIELD = '$schema';
const COMMENT = /^# yaml-language-server: \$schema=(\S+)\s*\n/;

interface DecapCms {
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(data: Record<string, unknown>): string }): void;
}

export const yamlSchemaFormat = {
  fromFile(text: string): Record<string, unknown> {
    const schema = COMMENT.exec(text)?.[1];
    const data = (parse(text) ?? {}) as Record<string, unknown>;
    return schema ? { [FIELD]: schema, ...data } : data;
  },
  toFile(data: Record<string, unknown>): string {
    const { [FIELD]: schema, ...rest } = data;
    return `${schema ? `# yaml-language-server: $schema=${String(schema)}\n` : ''}${stringify(rest, { lineWidth: 115 })}`;
  },
};

const cms = (globalThis as { CMS?: DecapCms }).CMS;
cms?.registerCustomFormat('yaml-schema', 'yaml', yamlSchemaFormat);
