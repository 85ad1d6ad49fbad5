import { X } from 'lucide-react';
import { Picture } from '../../components/Picture.tsx';
import { formatDate } from '../../lib/dates.ts';
import type { Data } from './+data.ts';

type Post = Data['posts'][number];

/**
 * A post card whose 'Read More' opens the article in a modal <dialog>. Invoker commands (commandfor/command)
 * open and close it natively: focus moves in and back, Escape closes, the page behind is inert, all without JavaScript.
 */
export function PostCard({ post }: { post: Post }) {
  const dialogId = `article-${post.id}`;
  const date = formatDate(post.date);
  return (
    <li className="card overflow-hidden p-0">
      <Picture pic={post.picture} alt={post.imageAlt} sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw" className="aspect-[16/10] w-full object-cover" />
      <div className="p-6">
        <p className="text-sm text-slate-600">
          <time dateTime={post.date}>{date}</time> · {post.readTime}
        </p>
        <h2 className="mt-2 text-xl font-bold">{post.title}</h2>
        <p className="mt-2">{post.excerpt}</p>
        <button type="button" className="btn-primary mt-4" commandfor={dialogId} command="show-modal">
          Read More
        </button>
      </div>
      <dialog id={dialogId} aria-labelledby={`${dialogId}-title`} className="m-auto max-h-[90dvh] w-[min(48rem,92vw)] rounded-2xl p-0 backdrop:bg-black/60">
        <div className="sticky top-0 flex justify-end bg-white/95 p-2">
          <button type="button" className="btn" commandfor={dialogId} command="close">
            <X className="size-5" aria-hidden="true" />
            Close
          </button>
        </div>
        <article className="px-6 pb-10 sm:px-10">
          <h2 id={`${dialogId}-title`} className="text-3xl font-bold">{post.title}</h2>
          <p className="mt-2 text-sm text-slate-600"><time dateTime={post.date}>{date}</time> · {post.readTime}</p>
          <div className="prose-article" dangerouslySetInnerHTML={{ __html: post.content }} />
        </article>
      </dialog>
    </li>
  );
}
