import type { PageContextServer } from 'vike/types';
import { formatDate } from '../../lib/i18n/dates.ts';
// https://vike.dev/data
import { localeOf, localizeLinks, pageContent } from '../../lib/i18n/i18n.ts';
import { pageHead } from '../../lib/page/head.ts';
import { picture } from '../../lib/page/images.ts';

export function data(pageContext: PageContextServer) {
  const { blogPage, blogPosts } = pageContent(pageContext);
  return {
    // Each post's own description belongs to its page (/blog/{id}); the index describes the blog as a whole.
    head: pageHead(
      pageContext,
      blogPage.metaTitle,
      blogPage.metaDescription,
      blogPosts[0] && { src: blogPosts[0].image, alt: blogPosts[0].imageAlt },
    ),
    page: { eyebrow: blogPage.eyebrow, heading: blogPage.heading, intro: blogPage.intro },
    posts: blogPosts.map(({ id, title, excerpt, date, readTime, imageAlt, content, image }) => ({
      id,
      title,
      excerpt,
      date,
      dateText: formatDate(date, localeOf(pageContext)),
      readTime,
      imageAlt,
      content: localizeLinks(content, localeOf(pageContext)),
      picture: picture(image),
    })),
  };
}
export type Data = ReturnType<typeof data>;
