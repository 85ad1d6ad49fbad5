// https://vike.dev/data
import { blogPosts } from '../../lib/content.ts';
import { formatDate } from '../../lib/dates.ts';
import { pageHead } from '../../lib/head.ts';
import { picture } from '../../lib/images.ts';

export function data() {
  const [first] = blogPosts;
  return {
    head: pageHead('/blog', 'Home Improvement Blog | Tips for Florida Homeowners', first ? first.metaDescription : 'Home improvement tips for Florida homeowners.', first?.image),
    posts: blogPosts.map(({ id, title, excerpt, date, readTime, imageAlt, content, image }) => ({ id, title, excerpt, date, dateText: formatDate(date), readTime, imageAlt, content, picture: picture(image) })),
  };
}
export type Data = ReturnType<typeof data>;
