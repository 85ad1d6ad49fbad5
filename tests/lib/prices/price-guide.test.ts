import { describe, expect, it, vi } from 'vitest';
import {
  fromPrice,
  groupFrom,
  jobAt,
  jobFits,
  jobOf,
  jobPriceText,
  jobsOf,
  money,
  type PriceJob,
  partsText,
  priceRangeText,
  serviceOfJob,
} from '../../../src/lib/prices/price-guide.ts';
import { cheapestJob, jobRef } from '../../../src/lib/prices/price-rules.ts';

const job = (low: number, high: number, unit: PriceJob['unit'], id = `${unit}-${low}`): PriceJob => ({
  id,
  name: 'A job',
  low,
  high,
  unit,
  parts: 'included',
  factors: 'What moves it.',
});
const service = { priceGuide: { currency: 'USD', jobs: [job(2, 5, 'sqft'), job(400, 900, 'room', 'room')] } };

describe('the price guide', () => {
  it('reads the jobs of a service, none without a guide', () => {
    expect(jobsOf(service).map((j) => j.id)).toEqual(['sqft-2', 'room']);
    expect(jobsOf({})).toEqual([]);
  });

  it("finds a job by id only among the service's own", () => {
    expect(jobOf(service, 'room')?.low).toBe(400);
    expect(jobOf(service, 'door')).toBeUndefined();
    expect(jobOf({}, 'room')).toBeUndefined();
  });

  it('writes a range with its unit in each language', () => {
    expect(priceRangeText(job(90, 150, 'job'))).toBe('$90–$150 per job');
    expect(priceRangeText(job(15000, 45000, 'job'), 'en')).toBe('$15,000–$45,000 per job');
    expect(priceRangeText(job(2, 5, 'sqft'), 'es')).toBe('$2–$5 por pie cuadrado');
    expect(priceRangeText(job(75, 75, 'hour'), 'en')).toBe('$75 per hour');
  });

  it('says whether the parts are included beside the range, in each language', () => {
    const faucet = { ...job(175, 350, 'fixture'), parts: 'not-included' as const };
    expect(partsText(faucet)).toBe('Parts not included');
    expect(partsText(job(75, 200, 'job'), 'es')).toBe('Materiales incluidos');
    expect(jobPriceText(faucet)).toBe('$175–$350 per fixture · Parts not included');
    expect(jobPriceText(job(2, 5, 'sqft'), 'es')).toBe('$2–$5 por pie cuadrado · Materiales incluidos');
  });

  it('writes whole amounts in the currency given', () => {
    expect(money(1200)).toBe('$1,200');
    expect(money(80, 'EUR')).toBe('€80');
  });

  it('makes a money format once per currency, not once an amount: a quote page writes every job of every service', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (let page = 0; page < 100; page++) priceRangeText(job(90, 150, 'job'), 'en', 'GBP');
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    made.mockRestore();
  });

  it('starts "from" at the lowest whole job, never at a price per square foot or hour', () => {
    expect(fromPrice(service)).toBe(400);
    expect(fromPrice({ priceGuide: { currency: 'USD', jobs: [job(2, 5, 'sqft'), job(75, 110, 'hour')] } })).toBe(
      undefined,
    );
    expect(fromPrice({})).toBeUndefined();
  });

  it("starts a group of several services' jobs at its cheapest whole job, whatever service it links to", () => {
    // A category of a city page: a faucet of plumbing beside a remodel and a backsplash priced by the square foot.
    const plumbing = { slug: 'plumbing', priceGuide: { currency: 'USD', jobs: [job(175, 350, 'fixture', 'faucet')] } };
    const remodeling = { slug: 'remodeling', priceGuide: { currency: 'USD', jobs: [job(6000, 15000, 'job', 'bath')] } };
    const tile = { slug: 'tile', priceGuide: { currency: 'USD', jobs: [job(20, 40, 'sqft', 'backsplash')] } };
    const all = [plumbing, remodeling, tile];
    expect(groupFrom(all, ['remodeling/bath', 'plumbing/faucet', 'tile/backsplash'])).toBe(175);
    expect(groupFrom(all, ['remodeling/bath'])).toBe(6000);
    expect(groupFrom(all, ['tile/backsplash'])).toBeUndefined();
    // A reference to no job (codegen refuses it in the data) adds nothing.
    expect(groupFrom(all, ['plumbing/toilet', 'painting/faucet', 'plumbing'])).toBeUndefined();
    expect(groupFrom(all, [])).toBeUndefined();
    expect(jobAt(all, jobRef('plumbing', 'faucet'))?.low).toBe(175);
    expect(cheapestJob([job(90, 100, 'window'), job(75, 80, 'linft'), job(120, 130, 'piece')])).toBe(90);
  });

  it("lets a quote name no job, or one of its own service's jobs only", () => {
    const all = [{ slug: 'painting', ...service }, { slug: 'more' }];
    expect(jobFits(all, 'painting', '')).toBe(true);
    expect(jobFits(all, '', undefined)).toBe(true);
    expect(jobFits(all, 'painting', 'room')).toBe(true);
    expect(jobFits(all, 'more', 'room')).toBe(false);
    expect(jobFits(all, '', 'room')).toBe(false);
  });
  it('finds the one service a job belongs to, and none when the id is unknown or shared', () => {
    const painting = { slug: 'painting', ...service };
    const tiling = { slug: 'tile', priceGuide: { currency: 'USD', jobs: [job(8, 20, 'sqft', 'floor')] } };
    expect(serviceOfJob([painting, tiling], 'room')).toBe('painting');
    expect(serviceOfJob([painting, tiling], 'floor')).toBe('tile');
    expect(serviceOfJob([painting, tiling], 'roof')).toBeUndefined();
    expect(
      serviceOfJob([painting, { ...tiling, slug: 'other', priceGuide: service.priceGuide }], 'room'),
    ).toBeUndefined();
    expect(serviceOfJob([painting], '')).toBeUndefined();
  });
});
