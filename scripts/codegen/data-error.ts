/** One problem found in the data, located in a file so that editors and CI can point at it. */
export interface DataError {
  /** Path relative to the project root, with forward slashes (data/cities/boca-raton-fl.yaml). */
  file: string;
  line: number;
  col: number;
  message: string;
}

export function formatError(e: DataError): string {
  return `${e.file}:${e.line}:${e.col} ${e.message}`;
}

/** A warning reads like an error with "warning:" before the message: worth fixing, but nothing fails. */
export function formatWarning(e: DataError): string {
  return `${e.file}:${e.line}:${e.col} warning: ${e.message}`;
}

/** The form GitHub Actions turns into an annotation on the file and line. */
export function formatAnnotation(e: DataError, level: 'error' | 'warning' = 'error'): string {
  const escapeCommand = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return `::${level} file=${e.file},line=${e.line},col=${e.col}::${escapeCommand(e.message)}`;
}

/** Errors sorted by file, then position, so reports read top to bottom. */
export function sortErrors(errors: DataError[]): DataError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

/**
 * Every error as a Markdown table for the GitHub job summary ($GITHUB_STEP_SUMMARY): GitHub shows only the first 10
 * annotations of a step on the pull request, the summary shows them all.
 */
export function summaryTable(errors: DataError[]): string {
  const cell = (s: string) => s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
  const files = new Set(errors.map((e) => e.file)).size;
  return [
    `### Data validation: ${errors.length} problem${errors.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`,
    '',
    '| File | Line | Column | Problem |',
    '|---|---:|---:|---|',
    ...errors.map((e) => `| \`${cell(e.file)}\` | ${e.line} | ${e.col} | ${cell(e.message)} |`),
    '',
  ].join('\n');
}
