/** The id a heading is linked by: "Independent Contractor Status" -> "independent-contractor-status". */
export function anchorId(heading: string): string {
  return heading
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The ids of a legal page's sections, from its English headings in every language: a link to a section
 * (/terms#independent-contractor-status) works the same in the Spanish page.
 */
export const sectionIds = (page: { sections: { heading: string }[] }) => page.sections.map((s) => anchorId(s.heading));
