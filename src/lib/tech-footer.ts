/**
 * The technician footer's columns. The spec's dead links point at what the site has instead
 * (docs/decisions/0006-dead-links-get-real-targets.md): the form, the training modules, the calculator, the contact block, real Terms and Privacy
 * pages, the terms' contractor section and the training that covers job-site safety. 'Tech Dashboard' is left out:
 * there is no dashboard to link to.
 */
export const techFooter = [
  {
    heading: 'For Technicians',
    links: [
      { label: 'Apply Now', href: '#apply' },
      { label: 'Training Modules', href: '#training' },
      { label: 'Earnings Calculator', href: '#calculator' },
      { label: 'Support Center', href: '#tech-contact' },
    ],
  },
  {
    heading: 'Legal & Compliance',
    links: [
      { label: 'Terms', href: '/terms' },
      { label: 'Privacy', href: '/privacy' },
      { label: '1099 Contractor Info', href: '/terms#independent-contractor-status' },
      { label: 'Safety Guidelines', href: '#training' },
    ],
  },
] as const;
