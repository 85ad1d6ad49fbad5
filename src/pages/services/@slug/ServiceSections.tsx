import { BulletList } from '../../../components/BulletList.tsx';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { useLocale } from '../../../components/i18n.ts';
import { Section } from '../../../components/Section.tsx';
import { Steps } from '../../../components/Steps.tsx';
import { LANGUAGE_TAG } from '../../../lib/i18n/locale.ts';
import type { Data } from './+data.ts';

/** The detailed service pages' extra blocks, in the order their YAML lists them; paired lists side by side. */
export function ServiceSections({ blocks }: { blocks: Data['blocks'] }) {
  // "Wall mounting and furniture assembly", "… y …": a pair of lists is one region, named in the page's language.
  const both = new Intl.ListFormat(LANGUAGE_TAG[useLocale()], { type: 'conjunction' });
  return blocks.map((run, i) => {
    const tone = i % 2 ? 'white' : 'sand';
    if (run[0].type === 'list') {
      return (
        <section
          key={run[0].title}
          aria-label={both.format(run.map((s) => s.title))}
          className={`section ${tone === 'sand' ? 'bg-sand-50' : 'bg-white'}`}
        >
          <div className={`container-page grid gap-6 ${run.length === 2 ? 'lg:grid-cols-2' : ''}`}>
            {run.map((s) => (
              <div key={s.title} className="card sm:p-8">
                <h2 className="mb-6 text-2xl sm:text-3xl">{s.title}</h2>
                <BulletList items={s.items as string[]} columns={run.length === 2 ? 1 : 2} />
              </div>
            ))}
          </div>
        </section>
      );
    }
    const s = run[0];
    return (
      <Section key={s.title} title={s.title} tone={tone}>
        {s.type === 'cards' && (
          <CardGrid
            items={s.items as { title: string; text: string; icon?: string }[]}
            columns={s.items.length === 4 ? 4 : 3}
          />
        )}
        {s.type === 'steps' && <Steps items={s.items as { title: string; text: string }[]} />}
      </Section>
    );
  });
}
