// https://vike.dev/client: +client.ts is per page, not cumulative, so the quote page loads the shared module itself.
import '../+client.ts';
import { startQuoteEmbed } from './embed.ts';

const root = document.querySelector<HTMLElement>('[data-quote-embed-root]');
if (root) startQuoteEmbed(root);
