import { useData } from 'vike-react/useData';
import { BulletList } from '../../components/BulletList.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Section } from '../../components/Section.tsx';
import type { Data } from './+data.ts';

/** Job levels and requirements, then the training modules dialog (SPEC 2.15 items 5 and 6). */
export function JobLevels() {
  const { page } = useData<Data>();
  const { levels, requirements, training } = page;
  return (
    <>
      <Section title={levels.heading} intro={levels.text}>
        <ul className="grid gap-6 md:grid-cols-3">
          {levels.items.map((l) => (
            <li key={l.name} className="card">
              <p className="eyebrow">{l.name} · {l.tier}</p>
              <p className="mt-2 text-3xl font-extrabold text-ok-700">{l.pay}</p>
              <p className="mt-2">{l.description}</p>
              <ul className="mt-3 list-disc pl-5 text-sm">{l.jobTypes.map((j) => <li key={j}>{j}</li>)}</ul>
            </li>
          ))}
        </ul>
        <h3 className="mt-10 mb-4 text-2xl font-bold">{requirements.heading}</h3>
        <BulletList items={requirements.items} columns={2} />
      </Section>
      <Section id="training" title={training.heading} tone="sand">
        <p className="mb-6 max-w-3xl text-lg">{training.text}</p>
        <Dialog id="training-modules" label={training.buttonLabel} heading={training.heading}>
          <ol className="grid gap-3">
            {training.modules.map((m, i) => (
              <li key={m.name} className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3">
                <span><span className="font-bold">{i + 1}. {m.name}</span><span className="block text-sm text-slate-600">{m.duration}</span></span>
                <span className="badge">{m.difficulty}</span>
              </li>
            ))}
          </ol>
        </Dialog>
      </Section>
    </>
  );
}
