import { useMessages } from '../../components/i18n.ts';
import type { Card } from './+data.ts';
import { ProjectCard } from './ProjectCard.tsx';

/** The first row loads eagerly (it is above the fold on a desktop); the rest lazily. */
const EAGER_CARDS = 3;

/** The grid of project cards, or the empty-result message. */
export function ProjectGrid({ cards }: { cards: Card[] }) {
  const t = useMessages().portfolio;
  if (cards.length === 0) return <p className="card text-center text-lg">{t.none}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="project-grid">
      {cards.map((card, i) => (
        <ProjectCard key={card.id} card={card} priority={i < EAGER_CARDS} />
      ))}
    </ul>
  );
}
