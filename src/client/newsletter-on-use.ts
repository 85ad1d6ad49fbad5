/**
 * The newsletter forms' script (src/client/newsletter.ts) loads when a visitor first reaches a form, not with every
 * page: most visitors never use it, and it was a quarter of the script every page loaded (about 490 of 2,320 bytes
 * gzip). It is bundled by codegen and imported by the address the form carries in data-script
 * (scripts/codegen/newsletter-script.ts says why). Until it has come the form stays a plain post: a send that beats it
 * waits for it, and goes as that plain post if it cannot load.
 */
type NewsletterModule = typeof import('./newsletter.ts');

export function enhanceNewsletterOnUse(forms: Iterable<HTMLFormElement>) {
  for (const form of forms) {
    // The script checks the address in the page's language; the browser's own check would stop a send made before
    // the script came in the browser's language, with no submit event to wait for the script on.
    form.noValidate = true;
    let loading: Promise<void> | undefined;
    const early = (event: SubmitEvent) => {
      event.preventDefault();
      load().then(
        () => form.requestSubmit(),
        () => form.submit(),
      );
    };
    const load = () =>
      (loading ??= import(/* @vite-ignore */ form.dataset.script!).then((m: NewsletterModule) => {
        form.removeEventListener('submit', early);
        m.enhanceNewsletter(form);
      }));
    form.addEventListener('focusin', () => load().catch(() => {}), { once: true });
    form.addEventListener('submit', early);
  }
}
