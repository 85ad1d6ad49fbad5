import { serializeJsonLd } from '../lib/json-ld.ts';

/** Structured data for search engines; escaped so that no text from YAML can end the script element. */
export function JsonLd({ graph }: { graph: unknown[] }) {
  if (!graph.length) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, serialized with <, > and & escaped (src/lib/json-ld.ts), so it cannot close the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph.length === 1 ? graph[0] : graph) }} />;
}
