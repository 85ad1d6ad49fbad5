/**
 * What a service's page offers, as schema.org offers for its JSON-LD (./schema-org.ts serviceGraph): the price guide's
 * typical ranges; none for a service without one.
 */
import type { Offer } from 'schema-dts';
import type { Service } from '../../generated/types.ts';

/** A price guide's unit as schema.org's unitText, and its UN/CEFACT code where the unit is a measure. */
const UNITS: Record<string, { text: string; code?: string }> = {
  job: { text: 'job' },
  hour: { text: 'hour', code: 'HUR' },
  sqft: { text: 'square foot', code: 'FTK' },
  linft: { text: 'linear foot', code: 'FOT' },
  room: { text: 'room' },
  door: { text: 'door' },
  window: { text: 'window' },
  fixture: { text: 'fixture' },
  piece: { text: 'piece' },
};

/**
 * The service's price guide as offers, one per job: its typical range as a UnitPriceSpecification's minPrice and
 * maxPrice with what one price is for (unitText), never a fixed `price`, which would contradict the page's range.
 */
function jobOffers(url: string, service: Service): Offer[] {
  // Read here, not through src/lib/prices/price-guide.ts, which reads generated/: codegen runs before generated/ exists.
  const priceCurrency = service.priceGuide?.currency ?? 'USD';
  return (service.priceGuide?.jobs ?? []).map((job) => {
    const unit = UNITS[job.unit];
    return {
      '@type': 'Offer',
      name: job.name,
      url,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        minPrice: job.low,
        maxPrice: job.high,
        priceCurrency,
        unitText: unit.text,
        ...(unit.code ? { unitCode: unit.code } : {}),
      },
      availability: 'https://schema.org/InStock',
    };
  });
}

/** The offers of a service: its price guide's jobs, else none. */
export function offersOf(url: string, service: Service): { offers?: Offer[] } {
  return service.priceGuide?.jobs.length ? { offers: jobOffers(url, service) } : {};
}
