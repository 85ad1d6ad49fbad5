import { useMessages, useSite } from '../../components/i18n.ts';
import { PageHero } from '../../components/PageHero.tsx';
import { usePageContent } from '../../components/page-content.ts';
import { ReviewSummary } from '../../components/ReviewSummary.tsx';
import { Terms } from './Terms.tsx';

/** The facts behind every trust claim, one section per claim (the ids are src/lib/page/claims.ts's FACT_SECTIONS). */
export default function Page() {
  const t = useMessages();
  const page = usePageContent<'guarantee'>();
  const { trust } = useSite();
  return (
    <>
      <PageHero eyebrow={t.guarantee.eyebrow} heading={page.heading} text={page.intro} />
      <div className="container-page prose-article grid max-w-3xl gap-12 py-14">
        <Terms id="guarantee" promise={trust.guarantee} claimText={page.claimText} />
        <Terms id="warranty" promise={trust.warranty} claimText={page.claimText} />
        <section id="license" aria-labelledby="license-title">
          <h2 id="license-title">{t.guarantee.licensed}</h2>
          <ul>
            {trust.licenses.map((l) => (
              <li key={l.number}>
                {l.kind}, {t.guarantee.license} <strong>{l.number}</strong>, {t.guarantee.issuedBy} {l.authority}.{' '}
                <a href={l.verifyUrl} rel="noopener">
                  {t.guarantee.verifyLicense}
                </a>
                .
              </li>
            ))}
          </ul>
        </section>
        <section id="insurance" aria-labelledby="insurance-title">
          <h2 id="insurance-title">{t.guarantee.insured}</h2>
          <p>{trust.insurance}</p>
        </section>
        <section id="reviews" aria-labelledby="reviews-title">
          <h2 id="reviews-title">{t.guarantee.rated}</h2>
          <ReviewSummary />
        </section>
      </div>
    </>
  );
}
