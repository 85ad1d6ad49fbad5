import type { LegalPage as Legal } from '../lib/content.ts';
import { fill, localizeLinks } from '../lib/i18n/i18n.ts';
import { useLocale, useMessages } from './i18n.ts';
import { PageHero } from './PageHero.tsx';

/** Terms and Privacy: headed sections, each linkable by its heading's id, whose Markdown codegen turned into escaped HTML. */
export function LegalPage({ page, ids }: { page: Legal; ids: string[] }) {
  // Links to this site's pages lead to their version in the page's language.
  const locale = useLocale();
  const t = useMessages().legal;
  return (
    <>
      <PageHero heading={page.title} text={fill(t.updated, { date: page.updated })} />
      <div className="container-page prose-article max-w-3xl py-14">
        {page.sections.map((s, i) => (
          <section key={s.heading} id={ids[i]}>
            <h2>{s.heading}</h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML that codegen rendered from the data's Markdown, whose links it restricts to http(s), relative, mailto and tel (scripts/codegen/markdown.ts). */}
            <div dangerouslySetInnerHTML={{ __html: localizeLinks(s.body, locale) }} />
          </section>
        ))}
      </div>
    </>
  );
}
