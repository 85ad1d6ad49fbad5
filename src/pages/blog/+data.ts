// https://vike.dev/data
import { blogPage, blogPosts } from '../../lib/content.ts';
import { formatDate } from '../../lib/dates.ts';
import { pageHead } from '../../lib/head.ts';
import { picture } from '../../lib/images.ts';
import { href } from '../../lib/routes.ts';

export function data() {
  return {
    // Each post's own description belongs to its page (/blog/{id}); the index describes the blog as a whole.
    head: pageHead(href.blog, blogPage.metaTitle, blogPage.metaDescription, blogPosts[0]?.image),
    page: { eyebrow: blogPage.eyebrow, heading: blogPage.heading, intro: blogPage.intro },
    posts: blogPosts.map(({ id, title, excerpt, date, readTime, imageAlt, content, image }) => ({
      id,
      title,
      excerpt,
      date,
      dateText: formatDate(date),
      readTime,
      imageAlt,
      content,
      picture: picture(image),
    })),
  };
}
export type Data = ReturnType<typeof data>;
