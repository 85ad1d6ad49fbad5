/** The job-management service's embed settings (data/site.yaml, quoteEmbed). */
export interface EmbedSettings {
  clientHubId: string;
  scriptUrl: string;
  requestPageUrl: string;
  formUrl?: string;
  stylesheetUrl?: string;
}

/** How long a script that loaded may take to draw its form before the visitor is offered the other ways. */
export const RENDER_GRACE_MS = 15_000;

/**
 * Adds the embed's stylesheet and script. The script reads clienthub_id and form_url from its own tag
 * and draws the form into `container` (whose id is the client-hub id). Calls `onReady` once something is drawn and
 * `onFail` if the script is blocked, fails, or draws nothing in time. The page is HTML-only: leaving it unloads
 * the script and what it drew.
 */
export function mountEmbed(
  container: HTMLElement,
  embed: EmbedSettings,
  onReady: () => void,
  onFail: () => void,
): void {
  let timer: number | undefined;
  const drawn = new MutationObserver(() => {
    if (!container.firstChild) return;
    drawn.disconnect();
    window.clearTimeout(timer);
    onReady();
  });
  drawn.observe(container, { childList: true });

  const script = document.createElement('script');
  script.src = embed.scriptUrl;
  script.async = true;
  script.dataset.quoteEmbed = '';
  script.setAttribute('clienthub_id', embed.clientHubId);
  script.setAttribute('form_url', embed.formUrl ?? embed.requestPageUrl);
  script.addEventListener('error', () => {
    drawn.disconnect();
    onFail();
  });
  script.addEventListener('load', () => {
    if (!container.firstChild)
      timer = window.setTimeout(() => {
        drawn.disconnect();
        onFail();
      }, RENDER_GRACE_MS);
  });

  if (embed.stylesheetUrl) {
    const stylesheet = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: embed.stylesheetUrl,
      media: 'screen',
    });
    stylesheet.dataset.quoteEmbed = '';
    document.head.append(stylesheet);
  }
  document.body.append(script);
}

/**
 * Starts the embed in the markup of QuoteEmbed.tsx: shows the loading line while the service's script loads, hides
 * it once the form is drawn, and on failure puts the other ways to ask for a quote into the alert region, the site's
 * own form among them (`onHelp` brings it to life).
 */
export function startQuoteEmbed(root: HTMLElement, onHelp: (help: HTMLElement) => void): void {
  const embed = JSON.parse(root.dataset.embed!) as EmbedSettings;
  const loading = root.querySelector<HTMLElement>('[data-quote-loading]')!;
  const failed = root.querySelector<HTMLElement>('[data-quote-failed]')!;
  const help = root.querySelector<HTMLTemplateElement>('template[data-quote-help]')!;
  const container = root.querySelector<HTMLElement>(`[id="${CSS.escape(embed.clientHubId)}"]`)!;
  loading.classList.remove('invisible');
  mountEmbed(
    container,
    embed,
    () => (loading.hidden = true),
    () => {
      loading.hidden = true;
      failed.replaceChildren(help.content.cloneNode(true));
      onHelp(failed);
    },
  );
}
