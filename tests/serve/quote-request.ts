/** Shared by the quote handler's tests (quote*.test.ts): the e-mail settings and a quote request as the form sends it. */
export const env = {
  LEADS_EMAIL_TO: 'owner@example.com',
  LEADS_EMAIL_FROM: 'site@example.com',
  PHOTO_LINK_SECRET: 'test-secret',
};

export const quoteFields = (name: string) => ({
  name,
  phone: '(561) 555-0123',
  email: '',
  address: '12 Palm Way, Boca Raton',
  service: 'painting',
  details: 'Two bedrooms, walls and ceilings.',
  bestTime: 'morning',
  page: '/services/painting',
});
export const multipart = (
  fields: Record<string, string>,
  photos: { bytes: Buffer; name: string; type?: string }[] = [],
) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const p of photos)
    body.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'image/jpeg' }), p.name);
  return body;
};

/** A quote request carrying `count` copies of one photo, as the form sends it. */
export const withPhotos = (name: string, photo: Buffer, count: number) =>
  multipart(
    quoteFields(name),
    Array.from({ length: count }, (_, i) => ({ bytes: photo, name: `${i}.jpg` })),
  );
