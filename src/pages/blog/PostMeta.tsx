import { CalendarDays, Clock } from '../../components/icons.ts';

/** A post's date and reading time, on its card, in its dialog and on its own page. */
export function PostMeta({ date, dateText, readTime }: { date: string; dateText: string; readTime: string }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-slate-600">
      <span className="flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={date}>{dateText}</time>
      </span>
      <span className="flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {readTime}
      </span>
    </p>
  );
}
