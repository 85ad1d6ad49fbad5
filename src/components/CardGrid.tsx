import { Claim } from './Claim.tsx';
import { Icon } from './Icon.tsx';

interface Item {
  title: string;
  text: string;
  icon?: string;
}

// Flex rather than grid so that a short last row (five values in rows of three) sits centred.
const BASIS = {
  2: 'sm:basis-[calc((100%-1.5rem)/2)]',
  3: 'sm:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-3rem)/3)]',
  4: 'sm:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-4.5rem)/4)]',
};

/** Titled text blocks (values, benefits, offerings) in a responsive grid; their headings are h3 under a section's h2. */
export function CardGrid({ items, columns = 3 }: { items: Item[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className="flex flex-wrap justify-center gap-5 sm:gap-6">
      {items.map((item) => (
        <li key={item.title} className={`card flex w-full flex-col sm:w-auto ${BASIS[columns]}`}>
          {item.icon && (
            <span className="icon-tile mb-5">
              <Icon name={item.icon} />
            </span>
          )}
          <h3 className="text-xl">
            <Claim text={item.title}>{item.title}</Claim>
          </h3>
          <p className="mt-2 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
