import { serializeJsonLd } from '../lib/page/json-ld.ts';

/** Structured data for search engines; escaped so that no text from YAML can end the script element. */
export function JsonLd({ graph }: { graph: unknown[] }) {
  if (!graph.length) return null;
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (src/lib/page/json-ld.ts) cannot close the script.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph.length === 1 ? graph[0] : graph) }}
    />
  );
}
