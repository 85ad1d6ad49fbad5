// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { blogPage, blogPosts, site } from '../../../lib/content.ts';
import { formatDate } from '../../../lib/dates.ts';
import { pageHead } from '../../../lib/head.ts';
import { picture } from '../../../lib/images.ts';
import { postTitle } from '../../../lib/page-title.ts';
import { href } from '../../../lib/routes.ts';

export function data(pageContext: PageContextServer) {
  const post = blogPosts.find((p) => p.id === pageContext.routeParams.id);
  if (!post) throw render(404);
  return {
    head: pageHead(href.blogPost(post.id), postTitle(post.title, site.businessName), post.metaDescription, post.image),
    texts: blogPage.post,
    title: post.title,
    date: post.date,
    dateText: formatDate(post.date),
    readTime: post.readTime,
    imageAlt: post.imageAlt,
    picture: picture(post.image),
    content: post.content,
  };
}
export type Data = ReturnType<typeof data>;
