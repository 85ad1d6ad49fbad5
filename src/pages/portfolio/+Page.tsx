import { useData } from 'vike-react/useData';
import { CtaBand } from '../../components/CtaBand.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { Section } from '../../components/Section.tsx';
import type { Data } from './+data.ts';
import { ProjectCard } from './ProjectCard.tsx';

export default function Page() {
  const { categories, cards } = useData<Data>();
  return (
    <>
      <PageHero heading="Our Portfolio" text="Real projects from homes and businesses across South Florida." />
      <Section>
        <ul className="mb-8 flex flex-wrap gap-2" aria-label="Project categories">
          <li><span className="badge bg-brand-900 text-white">All Projects</span></li>
          {categories.map((c) => (
            <li key={c.slug}><span className="badge">{c.label}</span></li>
          ))}
        </ul>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <ProjectCard key={card.id} card={card} />
          ))}
        </ul>
      </Section>
      <CtaBand heading="Have a project like these?" text="Tell us about it and get a free quote." />
    </>
  );
}
