import { Island } from '../../islands/Island.tsx';
import type { Data } from './+data.ts';
import { Calculator } from './Calculator.tsx';
import { EarningsTable } from './EarningsTable.tsx';

/** The calculator island, and its figures as a table for visitors without JavaScript (who see no slider). */
export function CalculatorSection({ calculator: c }: { calculator: Data['page']['calculator'] }) {
  return (
    <section id="calculator" aria-labelledby="calculator-title" className="section bg-sand-50">
      <div className="container-page">
        <h2 id="calculator-title" className="h-section">
          {c.heading}
        </h2>
        {/* Where scripts cannot run (`noscript:`, the media query `scripting: none`), the sentence names the table, not the slider. */}
        <p className="mt-3 max-w-3xl text-lg noscript:hidden">{c.text}</p>
        <p className="mt-3 hidden max-w-3xl text-lg noscript:block">{c.tableText}</p>
        <Island name="calculator" component={Calculator} props={{ calculator: c }} wake="visible" />
        <noscript>
          <EarningsTable c={c} />
        </noscript>
        <p className="mt-4 max-w-4xl text-sm text-slate-600">{c.disclaimer}</p>
      </div>
    </section>
  );
}
