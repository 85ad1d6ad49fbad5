// Eleventy's reference project: one Nunjucks template, paginated over every city file (see ../shared/pages.mjs).
import { peerData } from '../shared/pages.mjs';

export default function (eleventyConfig) {
  const { parts, pages } = peerData();
  eleventyConfig.addGlobalData('parts', parts);
  eleventyConfig.addGlobalData('pages', pages);
  return { dir: { input: 'src', output: process.env.PEERS_OUT ?? 'dist' } };
}
