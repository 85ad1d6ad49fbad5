import { useData } from 'vike-react/useData';
import { NewsletterForm } from '../../components/NewsletterForm.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { Section } from '../../components/Section.tsx';
import type { Data } from './+data.ts';
import { PostCard } from './PostCard.tsx';

export default function Page() {
  const { posts } = useData<Data>();
  return (
    <>
      <PageHero heading="Home Improvement Blog" text="Practical advice for keeping a Florida home in shape." />
      <Section>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
      </Section>
      <Section tone="sand" title="Stay in the loop">
        <div className="max-w-xl">
          <NewsletterForm tone="light" />
        </div>
      </Section>
    </>
  );
}
