/** Markdown and the units of the report's figures. */
/** A Markdown table; columns after the first are right-aligned (they hold figures). */
export function table(headers: string[], rows: string[][]): string {
  const esc = (cell: string) => cell.replace(/\|/g, '\\|');
  const line = (cells: string[]) => `| ${cells.map(esc).join(' | ')} |`;
  return [
    line(headers),
    `|${headers.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

export const kb = (bytes: number) => (bytes === 0 ? '0' : `${(bytes / 1024).toFixed(1)} KB`);
export const sec = (s: number | undefined) => (s === undefined ? '–' : `${s.toFixed(1)} s`);
export const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
export const mb = (n: number | null) => (n === null ? 'n/a' : `${Math.round(n).toLocaleString('en-US')} MB`);
export const mark = (met: boolean | null) => (met === null ? '–' : met ? '✅' : '❌');
