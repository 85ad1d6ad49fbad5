import { ArrowRight, CalendarDays, Clock, X } from 'lucide-react';
import { Picture } from '../../components/Picture.tsx';
import type { Data } from './+data.ts';

type Post = Data['posts'][number];

/**
 * A post card whose 'Read More' opens the article in a modal <dialog>. Invoker commands (commandfor/command)
 * open and close it natively: focus moves in and back, Escape closes, the page behind is inert, all without JavaScript.
 * The first post is shown wide (image beside the text) on large screens.
 */
export function PostCard({ post, featured = false }: { post: Post; featured?: boolean }) {
  const dialogId = `article-${post.id}`;
  const meta = (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-slate-600">
      <span className="flex items-center gap-1.5"><CalendarDays className="size-4" aria-hidden="true" /><time dateTime={post.date}>{post.dateText}</time></span>
      <span className="flex items-center gap-1.5"><Clock className="size-4" aria-hidden="true" />{post.readTime}</span>
    </p>
  );
  return (
    <li className={`card overflow-hidden p-0 ${featured ? 'lg:grid lg:grid-cols-2' : ''}`}>
      <Picture pic={post.picture} alt={post.imageAlt} sizes={featured ? '(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw' : '(min-width: 1024px) 400px, 100vw'} className="aspect-[16/10] size-full object-cover" />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        {meta}
        <h2 className="mt-3 text-2xl sm:text-3xl">{post.title}</h2>
        <p className="mt-3 text-lg text-slate-600">{post.excerpt}</p>
        <button type="button" className="btn-primary mt-6 self-start" commandfor={dialogId} command="show-modal">
          Read More <ArrowRight className="size-5" aria-hidden="true" /><span className="sr-only">: {post.title}</span>
        </button>
      </div>
      <dialog id={dialogId} aria-labelledby={`${dialogId}-title`} className="m-auto max-h-[92dvh] w-[min(48rem,calc(100vw-1.5rem))] rounded-2xl p-0 text-slate-700 shadow-2xl backdrop:bg-brand-950/70 backdrop:backdrop-blur-sm">
        <div className="sticky top-0 z-10 flex justify-end border-b border-slate-200 bg-white/95 px-3 py-2">
          <button type="button" className="btn min-h-11 px-4 hover:bg-brand-50" commandfor={dialogId} command="close">
            <X className="size-5" aria-hidden="true" />
            Close
          </button>
        </div>
        <article className="px-6 pt-6 pb-10 sm:px-12">
          <h2 id={`${dialogId}-title`} className="text-3xl sm:text-4xl">{post.title}</h2>
          <div className="mt-3">{meta}</div>
          <div className="prose-article mt-6" dangerouslySetInnerHTML={{ __html: post.content }} />
        </article>
      </dialog>
    </li>
  );
}
