import { site } from '../lib/site.ts';

/** Newsletter sign-up: a plain form that posts to the configured endpoint, so it works without JavaScript. */
export function NewsletterForm({ tone }: { tone: 'dark' | 'light' }) {
  const label = tone === 'dark' ? 'text-white' : 'text-brand-900';
  return (
    <form method="post" action={site.forms.newsletter} className="grid gap-2">
      <label htmlFor={`newsletter-${tone}`} className={`font-semibold ${label}`}>
        Get seasonal home-care tips
      </label>
      <div className="flex gap-2">
        <input id={`newsletter-${tone}`} name="email" type="email" required placeholder="Your email" autoComplete="email" className="min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900" />
        <button type="submit" className="btn-call">Subscribe</button>
      </div>
    </form>
  );
}
