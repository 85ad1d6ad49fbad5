import { BulletList } from '../../../components/BulletList.tsx';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { Section } from '../../../components/Section.tsx';
import { Steps } from '../../../components/Steps.tsx';
import type { Data } from './+data.ts';

type Sections = NonNullable<Data['service']['sections']>;

/** The detailed service pages' extra blocks (SPEC 2.10), in the order their YAML lists them. */
export function ServiceSections({ sections }: { sections: Sections }) {
  return sections.map((s, i) => (
    <Section key={s.title} title={s.title} tone={i % 2 ? 'white' : 'sand'}>
      {s.type === 'list' && <BulletList items={s.items as string[]} columns={2} />}
      {s.type === 'cards' && <CardGrid items={s.items as { title: string; text: string; icon?: string }[]} columns={s.items.length === 4 ? 4 : 3} />}
      {s.type === 'steps' && <Steps items={s.items as { title: string; text: string }[]} />}
    </Section>
  ));
}
