// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { formatDate } from '../../../lib/i18n/dates.ts';
import { localeOf, localizeLinks, pageContent } from '../../../lib/i18n/i18n.ts';
import { pageHead } from '../../../lib/page/head.ts';
import { picture } from '../../../lib/page/images.ts';
import { postTitle } from '../../../lib/page/page-title.ts';

export function data(pageContext: PageContextServer) {
  const { blogPage, blogPosts, site } = pageContent(pageContext);
  const post = blogPosts.find((p) => p.id === pageContext.routeParams.id);
  if (!post) throw render(404);
  return {
    head: pageHead(pageContext, postTitle(post.title, site.businessName), post.metaDescription, {
      src: post.image,
      alt: post.imageAlt,
    }),
    texts: blogPage.post,
    title: post.title,
    date: post.date,
    dateText: formatDate(post.date, localeOf(pageContext)),
    readTime: post.readTime,
    imageAlt: post.imageAlt,
    picture: picture(post.image),
    content: localizeLinks(post.content, localeOf(pageContext)),
  };
}
export type Data = ReturnType<typeof data>;
