/** The id a heading is linked by: "Independent Contractor Status" -> "independent-contractor-status". */
export function anchorId(heading: string): string {
  return heading
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
