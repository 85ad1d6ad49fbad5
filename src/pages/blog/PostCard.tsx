import { useMessages } from '../../components/i18n.ts';
import { ArrowRight, X } from '../../components/icons.ts';
import { Link } from '../../components/Link.tsx';
import { Picture } from '../../components/Picture.tsx';
import { href } from '../../lib/routing/routes.ts';
import type { Data } from './+data.ts';
import { PostMeta } from './PostMeta.tsx';

type Post = Data['posts'][number];

/**
 * A post card. 'Read More' is a link to the post's own page; src/client/article-dialogs.ts turns it into the button
 * that opens the article in a modal <dialog>. Invoker commands (commandfor/command) open and close it
 * natively: focus moves in and back, Escape closes, the page behind is inert.
 * The first post is shown wide (image beside the text) on large screens, and its photo, the largest thing on a
 * phone's first screen (its largest contentful paint), loads at once with high priority; the others' load lazily.
 */
export function PostCard({ post, featured = false }: { post: Post; featured?: boolean }) {
  const t = useMessages();
  const dialogId = `article-${post.id}`;
  const meta = <PostMeta date={post.date} dateText={post.dateText} readTime={post.readTime} />;
  return (
    <li className={`card overflow-hidden p-0 ${featured ? 'lg:grid lg:grid-cols-2' : ''}`}>
      <Picture
        pic={post.picture}
        alt={post.imageAlt}
        sizes={
          featured ? '(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw' : '(min-width: 1024px) 400px, 100vw'
        }
        className={`aspect-[16/10] w-full object-cover ${featured ? 'lg:h-full' : ''}`}
        priority={featured}
      />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        {meta}
        <h2 className="mt-3 text-2xl sm:text-3xl">{post.title}</h2>
        <p className="mt-3 text-lg text-slate-600">{post.excerpt}</p>
        <Link href={href.blogPost(post.id)} data-dialog={dialogId} className="btn-primary mt-6 self-start">
          {t.blog.readMore} <ArrowRight className="size-5" aria-hidden="true" />
          <span className="sr-only">: {post.title}</span>
        </Link>
      </div>
      <dialog
        id={dialogId}
        aria-labelledby={`${dialogId}-title`}
        className="m-auto max-h-[92dvh] w-[min(48rem,calc(100vw-1.5rem))] rounded-2xl p-0 text-slate-700 shadow-2xl backdrop:bg-brand-950/70 backdrop:backdrop-blur-sm"
      >
        <div className="sticky top-0 z-10 flex justify-end border-b border-slate-200 bg-white/95 px-3 py-2">
          <button type="button" className="btn min-h-11 px-4 hover:bg-brand-50" commandfor={dialogId} command="close">
            <X className="size-5" aria-hidden="true" />
            {t.chrome.close}
          </button>
        </div>
        <article className="px-6 pt-6 pb-10 sm:px-12">
          <h2 id={`${dialogId}-title`} className="text-3xl sm:text-4xl">
            {post.title}
          </h2>
          <div className="mt-3">{meta}</div>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML that codegen rendered from the data's Markdown, whose links it restricts to http(s), relative, mailto and tel (scripts/codegen/markdown.ts). */}
          <div className="prose-article mt-6" dangerouslySetInnerHTML={{ __html: post.content }} />
          <p className="mt-10 border-t border-slate-200 pt-6">
            <Link href={href.blogPost(post.id)} className="font-semibold text-brand-700 underline">
              {t.blog.ownPage}
            </Link>{' '}
            {t.blog.ownPageWhy}
          </p>
        </article>
      </dialog>
    </li>
  );
}
