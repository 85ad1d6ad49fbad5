/**
 * Whether the job-management embed of the quote page is the business's own or still the example (data/site.yaml
 * quoteEmbed): with the example's all-zero client-hub id, /quote shows the site's own request form instead
 * (decision 44), and `npm run check:launch` does not ask for an id.
 */
const EXAMPLE_ID = /^0{8}-0{4}-[0-9a-f]0{3}-[0-9a-f]0{3}-0{12}$/i;

export const isEmbedConfigured = (embed: { clientHubId: string }) => !EXAMPLE_ID.test(embed.clientHubId);
