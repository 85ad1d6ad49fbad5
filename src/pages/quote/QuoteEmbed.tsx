import { useEffect, useState, type ReactNode } from 'react';
import type { Data } from './+data.ts';

/**
 * The job-management service's work-request form (SPEC 2.12): its script is added when the page opens and removed
 * when the visitor leaves; the form renders into the element whose id is the client-hub id. If the script is
 * blocked or fails, the visitor gets the phone, e-mail and the hosted request page instead.
 */
export function QuoteEmbed({ embed, fallback, call }: { embed: Data['embed']; fallback: Data['quote']['fallback']; call: ReactNode }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const script = document.createElement('script');
    script.src = embed.scriptUrl;
    script.async = true;
    script.setAttribute('clienthub_id', embed.clientHubId);
    script.setAttribute('form_url', embed.requestPageUrl);
    script.dataset.quoteEmbed = '';
    script.onerror = () => setFailed(true);
    document.body.appendChild(script);
    return () => script.remove();
  }, [embed]);
  const help = (
    <div className="card border-accent-600" role={failed ? 'alert' : undefined}>
      <h3 className="text-xl font-bold">{fallback.heading}</h3>
      <p className="mt-2">{fallback.text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {call}
        <a className="btn-outline" href={embed.requestPageUrl}>Open the request form</a>
      </div>
    </div>
  );
  return (
    <>
      <div id={embed.clientHubId} data-testid="quote-embed" />
      {failed && help}
      <noscript>{help}</noscript>
    </>
  );
}
