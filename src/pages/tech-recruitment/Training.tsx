import { Dialog } from '../../components/Dialog.tsx';
import { useMessages } from '../../components/i18n.ts';
import { GraduationCap } from '../../components/icons.ts';
import type { Data } from './+data.ts';

/** The free training, with its eight modules in a dialog (#training-modules). */
export function Training({ training: t }: { training: Data['page']['training'] }) {
  // A difficulty is a fixed choice of the schema; its words are the page language's (data/messages.yaml).
  const difficulty = useMessages().difficulty;
  const levels = [...new Set(t.modules.map((m) => m.difficulty))].map((d) => ({
    name: difficulty[d],
    count: t.modules.filter((m) => m.difficulty === d).length,
  }));
  return (
    <section id="training" aria-labelledby="training-title" className="section bg-white">
      <div className="container-page grid items-center gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id="training-title" className="h-section">
            {t.heading}
          </h2>
          <p className="mt-3 mb-6 max-w-3xl text-lg">{t.text}</p>
          <Dialog id="training-modules" label={t.buttonLabel} heading={t.heading}>
            <ol className="grid gap-3">
              {t.modules.map((m, i) => (
                <li
                  key={m.name}
                  className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3"
                  data-testid="training-module"
                >
                  <span>
                    <span className="font-bold">
                      {i + 1}. {m.name}
                    </span>
                    <span className="block text-sm text-slate-600">{m.duration}</span>
                  </span>
                  <span className="badge shrink-0">{difficulty[m.difficulty]}</span>
                </li>
              ))}
            </ol>
          </Dialog>
        </div>
        <div className="card flex items-center gap-5">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-900 text-white">
            <GraduationCap className="size-8" aria-hidden="true" />
          </span>
          <div>
            <p className="text-2xl font-extrabold text-brand-900">
              {t.modules.length} {t.countLabel}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {levels.map((l) => (
                <li key={l.name} className="badge">
                  {l.count} {l.name}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
