// https://vike.dev/data
import { blogPosts } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';

export function data() {
  const [first] = blogPosts;
  return {
    head: pageHead('/blog', 'Home Improvement Blog | Tips for Florida Homeowners', first ? first.metaDescription : 'Home improvement tips for Florida homeowners.', first?.image),
    posts: blogPosts,
  };
}
export type Data = ReturnType<typeof data>;
