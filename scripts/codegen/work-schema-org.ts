import type { Blog, BlogPosting, CreativeWork, WithContext } from 'schema-dts';
import type { BlogPost, Project, Site } from '../../generated/types.ts';
import type { Graph } from '../../src/lib/page/json-ld.ts';
import { pageKind } from '../../src/lib/routing/page-kinds.ts';
import { href } from '../../src/lib/routing/routes.ts';
import { abs, breadcrumb, businessRef, type Crumbs } from './schema-org.ts';

/** The JSON-LD of the pages that show written or finished work: a blog post, the blog, a project. */

/**
 * A post's own page: the article, and where it sits in the site. `hasPhoto` is false for a photo still drawn as a
 * placeholder: the article then shows the card its row in PAGE_KINDS names (the page's og:image), never the drawing.
 */
export function blogPostGraph(
  site: Site,
  crumbs: Crumbs,
  post: BlogPost,
  hasPhoto: (ref: string) => boolean = () => true,
): Graph {
  const url = href.blogPost(post.id);
  const node: WithContext<BlogPosting> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    datePublished: post.date,
    dateModified: post.dateModified ?? post.date,
    image: abs(
      site,
      `/images/${hasPhoto(post.image) ? post.image : site.socialImages[pageKind('blog-post').card].image}`,
    ),
    author: businessRef(site),
    publisher: businessRef(site),
    url: abs(site, url),
    mainEntityOfPage: abs(site, url),
  };
  return [
    node,
    breadcrumb(site, crumbs, [
      { crumb: 'home', path: href.home },
      { crumb: 'blog', path: href.blog },
      { name: post.title, path: url },
    ]),
  ];
}

/** The blog's index: a Blog (named in the page's language: `blog.name` of data/messages.yaml) whose posts point to their own pages. */
export function blogGraph(site: Site, crumbs: Crumbs, posts: BlogPost[], name: string): Graph {
  const node: WithContext<Blog> = {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name,
    url: abs(site, href.blog),
    publisher: businessRef(site),
    blogPost: posts.map((p) => ({
      '@type': 'BlogPosting',
      headline: p.title,
      datePublished: p.date,
      url: abs(site, href.blogPost(p.id)),
    })),
  };
  return [
    node,
    breadcrumb(site, crumbs, [
      { crumb: 'home', path: href.home },
      { crumb: 'blog', path: href.blog },
    ]),
  ];
}

export function projectGraph(
  site: Site,
  crumbs: Crumbs,
  project: Project,
  hasPhoto: (ref: string) => boolean = () => true,
): Graph {
  const photos = project.images.filter((i) => hasPhoto(i.src)).map((i) => abs(site, `/images/${i.src}`));
  const node: WithContext<CreativeWork> = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: project.description,
    dateCreated: project.completedDate,
    locationCreated: { '@type': 'Place', name: project.location },
    // Real photos only (a drawn placeholder is no photo of the work), and no empty list when there are none yet.
    ...(photos.length ? { image: photos } : {}),
    creator: businessRef(site),
    url: abs(site, href.project(project.id)),
  };
  return [
    node,
    breadcrumb(site, crumbs, [
      { crumb: 'home', path: href.home },
      { crumb: 'portfolio', path: href.portfolio },
      { name: project.title, path: href.project(project.id) },
    ]),
  ];
}
