// https://vike.dev/client: +client.ts is per page, not cumulative, so the quote page loads the shared module itself.
import '../+client.ts';
import { startQuoteEmbed } from './embed.ts';
import { enhanceQuoteForm } from './quote-form.ts';

const embed = document.querySelector<HTMLElement>('[data-quote-embed-root]');
// The site's own form: the page's form, or the one the embed's fallback shows when the embed fails.
if (embed) startQuoteEmbed(embed, enhanceQuoteForm);
else for (const root of document.querySelectorAll<HTMLElement>('[data-quote-root]')) enhanceQuoteForm(root);
