import { expect, it } from 'vitest';
import { jobChoices } from '../../../src/lib/prices/job-choices.ts';
import type { PriceJob } from '../../../src/lib/prices/price-guide.ts';

const job = (id: string, low: number, high: number, unit: PriceJob['unit'], parts: PriceJob['parts']): PriceJob => ({
  id,
  name: `Job ${id}`,
  low,
  high,
  unit,
  parts,
  factors: `What moves ${id}`,
});
const services = [
  {
    slug: 'painting',
    title: 'Painting',
    priceGuide: { currency: 'USD', jobs: [job('room', 400, 900, 'room', 'included')] },
  },
  { slug: 'plumbing', title: 'Plumbing' },
  {
    slug: 'doors',
    title: 'Doors',
    priceGuide: { currency: 'USD', jobs: [job('hang', 150, 150, 'door', 'not-included')] },
  },
];

it('groups the jobs by service, each option reading its range and parts, and leaves out services without a guide', () => {
  expect(jobChoices(services, 'en')).toEqual([
    {
      slug: 'painting',
      title: 'Painting',
      jobs: [
        {
          id: 'room',
          text: 'Job room · $400–$900 per room · Parts included',
          price: '$400–$900 per room · Parts included',
          factors: 'What moves room',
        },
      ],
    },
    {
      slug: 'doors',
      title: 'Doors',
      jobs: [
        {
          id: 'hang',
          text: 'Job hang · $150 per door · Parts not included',
          price: '$150 per door · Parts not included',
          factors: 'What moves hang',
        },
      ],
    },
  ]);
});

it("lists only the service's own jobs on its quote page, in the page's language", () => {
  const groups = jobChoices(services, 'es', 'painting');
  expect(groups.map((g) => g.slug)).toEqual(['painting']);
  expect(groups[0].jobs[0].text).toBe('Job room · $400–$900 por cuarto · Materiales incluidos');
});

it('lists none for a service without a price guide', () => {
  expect(jobChoices(services, 'en', 'plumbing')).toEqual([]);
});

it('makes the groups once per list of services, language and service: every city quote page asks for them', () => {
  const first = jobChoices(services, 'en');
  expect(jobChoices(services, 'en')).toBe(first);
  expect(jobChoices(services, 'es')).not.toBe(first);
  expect(jobChoices([...services], 'en')).not.toBe(first);
});
