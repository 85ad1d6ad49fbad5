import type { Data } from './+data.ts';

/**
 * What the visitor reads once the request is stored, in the page's language: the thanks, the request's short
 * reference (the script fills `[data-quote-reference]` from the handler's answer; the line stays hidden while it is
 * empty), what happens next, and the business's phone as a link a phone can call.
 */
export function QuoteSent({ form }: { form: Data['form'] }) {
  const { success } = form.words;
  return (
    <>
      <h3 className="text-2xl">{success.title}</h3>
      <p className="mt-3">{success.text}</p>
      <p className="mt-3 text-lg has-[[data-quote-reference]:empty]:hidden">
        {success.reference} <strong data-quote-reference className="font-mono tracking-wider" />
      </p>
      <h4 className="mt-5 text-lg">{success.nextHeading}</h4>
      <ol className="mt-2 grid list-decimal gap-1.5 pl-6">
        {success.next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-5">
        {success.call}{' '}
        <a href={form.phone.href} className="inline-flex min-h-11 items-center font-bold text-brand-900 underline">
          {form.phone.display}
        </a>
      </p>
    </>
  );
}
