import type { LegalPage as Legal } from '../lib/content.ts';
import { anchorId } from '../lib/anchor.ts';
import { PageHero } from './PageHero.tsx';

/** Terms and Privacy: headed sections, each linkable by its heading's id, whose Markdown codegen turned into escaped HTML. */
export function LegalPage({ page }: { page: Legal }) {
  return (
    <>
      <PageHero heading={page.title} text={`Last updated ${page.updated}`} />
      <div className="container-page prose-article max-w-3xl py-14">
        {page.sections.map((s) => (
          <section key={s.heading} id={anchorId(s.heading)}>
            <h2>{s.heading}</h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML that codegen rendered from the data's Markdown, whose links it restricts to http(s), relative, mailto and tel (scripts/codegen/markdown.ts). */}
            <div dangerouslySetInnerHTML={{ __html: s.body }} />
          </section>
        ))}
      </div>
    </>
  );
}
