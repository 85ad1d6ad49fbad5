import { BulletList } from '../../components/BulletList.tsx';
import { Fold } from '../../components/Fold.tsx';
import { useMessages } from '../../components/i18n.ts';
import { Section } from '../../components/Section.tsx';
import type { Data } from './+data.ts';

/** The three job levels and the requirements. */
export function JobLevels({
  levels,
  requirements,
  fold,
}: Pick<Data['page'], 'levels' | 'requirements'> & { fold: string }) {
  const tiers = useMessages().tiers;
  return (
    <Section id="levels" title={levels.heading} intro={levels.text} tone="sand">
      <Fold label={fold}>
        <ul className="grid gap-6 md:grid-cols-3">
          {levels.items.map((l) => (
            <li key={l.name} className="card">
              <p className="eyebrow">
                {l.name} · {tiers[l.tier]}
              </p>
              <p className="mt-2 text-3xl font-extrabold text-ok-700">{l.pay}</p>
              <p className="mt-2">{l.description}</p>
              <ul className="mt-4 grid gap-1 border-t border-slate-200 pt-4 text-sm">
                {l.jobTypes.map((j) => (
                  <li key={j}>{j}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <h3 className="mt-12 mb-4 text-2xl font-bold">{requirements.heading}</h3>
        <BulletList items={requirements.items} columns={2} />
      </Fold>
    </Section>
  );
}
