import { type Outcome, subscribeOutcome } from '../lib/forms/newsletter.ts';
import type { NewsletterMessages } from '../lib/forms/newsletter-messages.ts';

/**
 * Sends a newsletter form (src/components/NewsletterForm.tsx) with fetch instead of leaving the page: checks the
 * address first with the browser's own validation, says in the form's status line what is wrong or what happened
 * (in the page's language: the words the form carries in data-messages, not the browser's, which may be another
 * language than the page's), and keeps the typed address unless it was accepted.
 */
export function enhanceNewsletter(form: HTMLFormElement) {
  const messages = JSON.parse(form.dataset.messages!) as NewsletterMessages;
  const input = form.elements.namedItem('email') as HTMLInputElement;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const status = form.querySelector<HTMLElement>('[data-status]')!;
  form.noValidate = true;
  const say = (state: 'ok' | 'error' | 'busy', message: string) => {
    status.dataset.state = state;
    status.textContent = message;
    if (state === 'error') input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    input.value = input.value.trim();
    if (!input.checkValidity()) {
      say(
        'error',
        input.validity.valueMissing
          ? messages.empty
          : input.validity.typeMismatch
            ? messages.invalid
            : input.validationMessage,
      );
      input.focus();
      return;
    }
    button.disabled = true;
    say('busy', messages.busy);
    let outcome: Outcome;
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      });
      outcome = subscribeOutcome(response.status, await response.json().catch(() => null), messages);
    } catch {
      outcome = subscribeOutcome('offline', null, messages);
    }
    button.disabled = false;
    say(outcome.ok ? 'ok' : 'error', outcome.message);
    if (outcome.ok) form.reset();
    else input.focus();
  });
}
