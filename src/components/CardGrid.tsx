import { Icon } from './Icon.tsx';

interface Item {
  title: string;
  text: string;
  icon?: string;
}

/** Titled text blocks (values, benefits, offerings) in a responsive grid. */
export function CardGrid({ items, columns = 3 }: { items: Item[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {items.map((item) => (
        <li key={item.title} className="card">
          {item.icon && (
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
              <Icon name={item.icon} />
            </span>
          )}
          <h3 className="text-xl font-bold">{item.title}</h3>
          <p className="mt-2">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
