import { useData } from 'vike-react/useData';
import { CtaBand } from '../../../components/CtaBand.tsx';
import { ArrowLeft } from '../../../components/icons.ts';
import { Link } from '../../../components/Link.tsx';
import { Picture } from '../../../components/Picture.tsx';
import { href } from '../../../lib/routing/routes.ts';
import { PostMeta } from '../PostMeta.tsx';
import type { Data } from './+data.ts';

/** One blog post on a page of its own (what 'Read More' links to without JavaScript), ending in a call to action. */
export default function Page() {
  const post = useData<Data>();
  return (
    <>
      <article className="container-page max-w-3xl pt-6 pb-4 sm:pt-8">
        <Link
          href={href.blog}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {post.texts.backLabel}
        </Link>
        <h1 className="mt-4 text-3xl sm:text-5xl">{post.title}</h1>
        <div className="mt-4">
          <PostMeta date={post.date} dateText={post.dateText} readTime={post.readTime} />
        </div>
        <Picture
          pic={post.picture}
          alt={post.imageAlt}
          sizes="(min-width: 768px) 720px, 100vw"
          priority
          className="mt-8 aspect-[16/9] w-full rounded-2xl object-cover"
        />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML that codegen rendered from the data's Markdown, whose links it restricts to http(s), relative, mailto and tel (scripts/codegen/markdown.ts). */}
        <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      <CtaBand heading={post.texts.cta.heading} text={post.texts.cta.text} />
    </>
  );
}
