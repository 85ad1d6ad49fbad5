// https://vike.dev/data
import { blogPosts, site } from '../../lib/content.ts';
import { formatDate } from '../../lib/dates.ts';
import { pageHead } from '../../lib/head.ts';
import { picture } from '../../lib/images.ts';

export function data() {
  return {
    // Each post's own description belongs to its page (/blog/{id}); the index describes the blog as a whole.
    head: pageHead('/blog', 'Home Improvement Blog | Tips for Florida Homeowners', `Practical home improvement advice for Florida homeowners from ${site.businessName}: hiring help, repairs, and materials that stand up to heat, humidity and storms.`, blogPosts[0]?.image),
    posts: blogPosts.map(({ id, title, excerpt, date, readTime, imageAlt, content, image }) => ({ id, title, excerpt, date, dateText: formatDate(date), readTime, imageAlt, content, picture: picture(image) })),
  };
}
export type Data = ReturnType<typeof data>;
