import { useData } from 'vike-react/useData';
import { useMessages } from '../../components/i18n.ts';
import { NewsletterForm } from '../../components/NewsletterForm.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import type { Data } from './+data.ts';
import { PostCard } from './PostCard.tsx';

/** The post cards (each opens its article in a dialog) and the newsletter block. */
export default function Page() {
  const t = useMessages();
  const { page, posts } = useData<Data>();
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} text={page.intro} />
      <section aria-label={t.blog.articles} className="section bg-white">
        <ul className="container-page grid gap-8">
          {posts.map((post, i) => (
            <PostCard key={post.id} post={post} featured={i === 0} />
          ))}
        </ul>
      </section>
      <section aria-label={t.blog.newsletter} className="border-t border-slate-200 bg-sand-50 py-16 sm:py-20">
        <div className="container-page">
          <div className="card mx-auto max-w-3xl p-8 sm:p-10">
            <NewsletterForm id="newsletter-blog" tone="light" />
          </div>
        </div>
      </section>
    </>
  );
}
