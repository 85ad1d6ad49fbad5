import type { Data } from './+data.ts';

type Form = Data['form'];

/**
 * What the visitor reads once the request is stored, in the page's language: the thanks, the request's short
 * reference (`[data-quote-reference]`, empty in the HTML: the line stays hidden while it is), the arrival window it
 * requested (`[data-quote-window]`, likewise), what happens next (with a window: that the owner confirms it), and
 * the business's phone as a link a phone can call. One block for both answers: hidden in the form until its script
 * fills the reference from the handler's JSON, and shown as the page /quote/sent (./sent/), which the handler fills
 * for a quote sent without JavaScript (src/lib/quote/sent-page.ts). `page`: that page, where the thanks is its heading.
 */
export function QuoteSent({
  form,
  page = false,
}: {
  form: { words: Pick<Form['words'], 'success'>; phone: Form['phone'] };
  page?: boolean;
}) {
  const { success } = form.words;
  const [Title, Next] = page ? (['h1', 'h2'] as const) : (['h3', 'h4'] as const);
  return (
    <div
      tabIndex={-1}
      data-quote-sent
      className={`${page ? '' : 'hidden '}group rounded-2xl border-2 border-ok-700 bg-green-50 p-6 text-green-900 sm:p-8`}
    >
      <Title className="text-2xl">{success.title}</Title>
      <p className="mt-3">{success.text}</p>
      <p className="mt-3 text-lg has-[[data-quote-reference]:empty]:hidden">
        {success.reference} <strong data-quote-reference className="font-mono tracking-wider" />
      </p>
      <p className="mt-3 text-lg has-[[data-quote-window]:empty]:hidden">
        {success.window} <strong data-quote-window />
      </p>
      <Next className="mt-5 text-lg">{success.nextHeading}</Next>
      {/* The steps without a window, or those of a request with one (its window confirmed by e-mail), by the slot. */}
      <ol className="mt-2 grid list-decimal gap-1.5 pl-6 group-has-[[data-quote-window]:not(:empty)]:hidden">
        {success.next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <ol className="mt-2 grid list-decimal gap-1.5 pl-6 group-has-[[data-quote-window]:empty]:hidden">
        {success.nextWithWindow.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-5">
        {success.call}{' '}
        <a href={form.phone.href} className="inline-flex min-h-11 items-center font-bold text-brand-900 underline">
          {form.phone.display}
        </a>
      </p>
    </div>
  );
}
