import { useEffect, useRef } from 'react';
import { CalendarCheck, CircleCheck, GraduationCap } from '../../components/icons.ts';
import type { Data } from './+data.ts';

/** What replaces the form once the application is sent: focus moves to its heading. */
export function Confirmation({ c }: { c: Data['page']['form']['confirmation'] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card mt-8 grid justify-items-center gap-5 p-8 text-center sm:p-12" data-testid="confirmation">
      <CircleCheck className="size-16 text-ok-700" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="text-3xl font-extrabold">
        {c.heading}
      </h3>
      <p className="max-w-xl text-lg">{c.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" commandfor="training-modules" command="show-modal">
          <GraduationCap className="size-5" aria-hidden="true" />
          {c.trainingLabel}
        </button>
        <a className="btn-outline" href={c.infoSessionHref}>
          <CalendarCheck className="size-5" aria-hidden="true" />
          {c.infoSessionLabel}
        </a>
      </div>
      <div className="mt-2 max-w-xl rounded-xl bg-brand-50 p-5 text-left">
        <h4 className="font-bold text-brand-900">{c.whatsNextHeading}</h4>
        <p className="mt-1">{c.whatsNext}</p>
      </div>
    </div>
  );
}
