// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '../components/JsonLd.tsx';
import { themeColor } from '../content/assets.ts';
import { OG_LOCALE } from '../lib/i18n/locale.ts';
import type { PageHead } from '../lib/page/head.ts';
import { site } from '../lib/page/site.ts';
import '../styles/app.css';

/** The head tags every page shares; the page's own come from the `head` its data hook returns. */
export default function Head() {
  const head = (usePageContext().data as { head?: PageHead } | undefined)?.head;
  return (
    <>
      <meta name="theme-color" content={themeColor} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/icon-180.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
      {head ? (
        <>
          <link rel="canonical" href={head.canonical} />
          {/* The page in each language, itself included, and x-default (English) for every other language. The attribute
              is spelled as crawlers' documentation writes it (React would write hrefLang, which parsers read the same). */}
          {Object.keys(head.alternates).length > 1 && (
            <>
              {Object.entries(head.alternates).map(([lang, url]) => (
                <link key={lang} rel="alternate" {...{ hreflang: lang }} href={url} />
              ))}
              <link rel="alternate" {...{ hreflang: 'x-default' }} href={head.alternates.en} />
            </>
          )}
          <meta name="robots" content={head.robots} />
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={site.businessName} />
          <meta property="og:locale" content={OG_LOCALE[head.locale]} />
          {/* og:title and og:description are written by vike-react from +title.ts and +description.ts. */}
          <meta property="og:url" content={head.canonical} />
          <meta property="og:image" content={head.image} />
          <meta property="og:image:alt" content={head.imageAlt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={head.title} />
          <meta name="twitter:description" content={head.description} />
          <meta name="twitter:image" content={head.image} />
          <meta name="twitter:image:alt" content={head.imageAlt} />
          <JsonLd graph={head.jsonLd} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  );
}
