// https://vike.dev/data
import { blogPosts } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';
import { picture } from '../../lib/images.ts';

export function data() {
  const [first] = blogPosts;
  return {
    head: pageHead('/blog', 'Home Improvement Blog | Tips for Florida Homeowners', first ? first.metaDescription : 'Home improvement tips for Florida homeowners.', first?.image),
    posts: blogPosts.map((post) => ({ ...post, picture: picture(post.image) })),
  };
}
export type Data = ReturnType<typeof data>;
