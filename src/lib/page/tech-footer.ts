import type { Messages } from '../../content/types.ts';
import { href } from '../routing/routes.ts';

/**
 * The technician footer's columns. The spec's dead links point at what the site has instead
 * (docs/decisions/0006-dead-links-get-real-targets.md): the form, the training modules, the calculator, the contact block, real Terms and Privacy
 * pages, the terms' contractor section and the training that covers job-site safety. 'Tech Dashboard' is left out:
 * there is no dashboard to link to.
 */
export function techFooter(t: Messages['techFooter'], footer: Messages['footer']) {
  return [
    {
      heading: t.technicians,
      links: [
        { label: t.apply, href: '#apply' },
        { label: t.training, href: '#training' },
        { label: t.calculator, href: '#calculator' },
        { label: t.support, href: '#tech-contact' },
      ],
    },
    {
      heading: t.legal,
      links: [
        { label: footer.terms, href: href.terms },
        { label: footer.privacy, href: href.privacy },
        { label: t.contractor, href: `${href.terms}#independent-contractor-status` },
        { label: t.safety, href: '#training' },
      ],
    },
  ];
}
