import { Claim } from './Claim.tsx';
import { Check } from './icons.ts';

/** A checked list of short phrases (benefits, what's included). */
export function BulletList({ items, columns = 1 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-x-8 gap-y-3.5 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-green-100 text-ok-700">
            <Check className="size-4" strokeWidth={3} aria-hidden="true" />
          </span>
          <span>
            <Claim text={item}>{item}</Claim>
          </span>
        </li>
      ))}
    </ul>
  );
}
