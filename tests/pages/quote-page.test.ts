import fs from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/lib/content.ts';
import { MAX_PHOTOS } from '../../src/lib/quote/quote-form.ts';
import { data } from '../../src/pages/quote/+data.ts';
import { QuoteEmbed } from '../../src/pages/quote/QuoteEmbed.tsx';
import { QuoteForm } from '../../src/pages/quote/QuoteForm.tsx';

// The repository's embed id is the example, so the browser tests see the own form only; this renders the page's
// form for a business that configured its job-management embed: the embed, with the own form as its fallback.
describe('quote page with a configured embed', () => {
  const page = data({ urlOriginal: '/quote' } as never);
  const embed = { ...site.quoteEmbed, clientHubId: '6f1d2c3b-8e4a-4b7c-9d10-2a3b4c5d6e7f' };
  const html = renderToStaticMarkup(
    createElement(QuoteEmbed, {
      embed,
      fallback: page.quote.fallback,
      email: page.email,
      ownForm: (id) => createElement(QuoteForm, { form: page.form, id }),
    }),
  );

  it("gives no embed settings with the example id: the own form takes the embed's place", () => {
    expect(page.embed).toBeUndefined();
  });
  it('offers the own form when the embed fails (template) and without JavaScript (noscript), each with ids of its own', () => {
    expect(html).toMatch(
      /<template data-quote-help="true">[\s\S]*<form[^>]*id="quote-request-help"[\s\S]*<\/template>/,
    );
    expect(html).toMatch(/<noscript>[\s\S]*<form[^>]*id="quote-request-noscript"[\s\S]*<\/noscript>/);
    expect(html).toContain('action="/api/quote"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i); // React writes encType; HTML reads names in any case
  });
});

describe("the quote form's promise", () => {
  it('promises the photos the handler takes, from its MAX_PHOTOS in every language (the data says {count})', () => {
    for (const file of ['data/pages/quote.yaml', 'data/pages/quote.es.yaml'])
      expect(fs.readFileSync(file, 'utf8'), file).toMatch(/^ {4}photos: .*\{count\}/m);
    const hint = data({ urlOriginal: '/quote' } as never).form.words.hints.photos;
    expect(hint).toMatch(new RegExp(`^Up to ${MAX_PHOTOS} photos`));
  });
});
