/**
 * The technician footer's columns (SPEC 2.15). The spec's dead links point at what the site has instead:
 * the form, the calculator, the training modules, FAQ, and real Terms and Privacy pages (README, decision 6).
 */
export const techFooter = [
  {
    heading: 'For Technicians',
    links: [
      { label: 'Apply Now', href: '#apply' },
      { label: 'Training Modules', href: '#training' },
      { label: 'Earnings Calculator', href: '#calculator' },
      { label: 'Support Center', href: '#tech-faq' },
    ],
  },
  {
    heading: 'Legal & Compliance',
    links: [
      { label: 'Terms', href: '/terms' },
      { label: 'Privacy', href: '/privacy' },
      { label: '1099 Contractor Info', href: '#tech-faq' },
      { label: 'Safety Guidelines', href: '/terms' },
    ],
  },
] as const;
