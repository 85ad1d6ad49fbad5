/**
 * The calendar feed's fetch (src/server/calendar/calendar-fetch.ts): redirects followed by hand, at most three, never to an
 * address of the machine or its network, by literal address, by name, or (where the host resolves names) by what the
 * name resolves to; and nothing the feed's server says reaches the owner's words. A fetch in memory: no port, no DNS.
 */
import { describe, expect, it } from 'vitest';
import { FeedUnread, fetchFeed, isInternalHost, MAX_REDIRECTS } from '../../src/server/calendar/calendar-fetch.ts';
import { unreadWords } from '../../src/server/calendar/calendar-words.ts';

const ICS = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
/** A fetch that answers from `routes` by URL and records what was asked. */
function fakeFetch(routes: Record<string, () => Response>) {
  const asked: string[] = [];
  const fetch = (async (input: string | URL) => {
    const url = String(input);
    asked.push(url);
    return routes[url]?.() ?? new Response('no such page', { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}
const redirect = (to: string) => () => new Response(null, { status: 302, headers: { Location: to } });
const why = async (p: Promise<unknown>) =>
  p.then(
    () => 'read',
    (e: unknown) => (e instanceof FeedUnread ? e.why : String(e)),
  );

describe('isInternalHost', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '[::1]',
    '[::ffff:127.0.0.1]',
    '[fe80::1]',
    '[fd00::1]',
    'localhost',
    'calendar.localhost',
    'metadata.google.internal',
    'printer.local',
    'intranet',
  ])('%s is internal', (host) => expect(isInternalHost(host)).toBe(true));
  it.each(['calendar.google.com', '8.8.8.8', '[2606:4700::1111]', 'outlook.office365.com'])('%s is not', (host) =>
    expect(isInternalHost(host)).toBe(false),
  );
});

describe('fetchFeed', () => {
  it('follows a redirect to a public address, relative ones too', async () => {
    const { fetch, asked } = fakeFetch({
      'https://feeds.example.com/a.ics': redirect('https://calendar.example.com/b.ics'),
      'https://calendar.example.com/b.ics': redirect('/c.ics'),
      'https://calendar.example.com/c.ics': () => new Response(ICS),
    });
    expect(await fetchFeed('https://feeds.example.com/a.ics', { fetch })).toBe(ICS);
    expect(asked).toHaveLength(3);
  });

  it.each([
    'http://127.0.0.1:8080/private.ics',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/x',
    'http://2130706433/x', // 127.0.0.1 as one number
    'http://localhost/x',
    'file:///etc/passwd',
  ])('never asks for %s, to which the feed redirects', async (target) => {
    const { fetch, asked } = fakeFetch({ 'https://feeds.example.com/a.ics': redirect(target) });
    expect(await why(fetchFeed('https://feeds.example.com/a.ics', { fetch }))).toBe('redirect-refused');
    expect(asked).toEqual(['https://feeds.example.com/a.ics']);
  });

  it('refuses a name that resolves to a private address, where the host resolves names', async () => {
    const { fetch, asked } = fakeFetch({ 'https://feeds.example.com/a.ics': redirect('https://sneaky.example.net/x') });
    const resolve = async (host: string) => (host === 'sneaky.example.net' ? ['203.0.113.5', '10.0.0.7'] : []);
    expect(await why(fetchFeed('https://feeds.example.com/a.ics', { fetch, resolve }))).toBe('redirect-refused');
    expect(asked).toHaveLength(1);
  });

  it(`stops after ${MAX_REDIRECTS} redirects`, async () => {
    const hop = (n: number) => `https://feeds.example.com/${n}.ics`;
    const { fetch, asked } = fakeFetch(Object.fromEntries([0, 1, 2, 3, 4].map((n) => [hop(n), redirect(hop(n + 1))])));
    expect(await why(fetchFeed(hop(0), { fetch }))).toBe('redirects');
    expect(asked).toHaveLength(MAX_REDIRECTS + 1);
  });

  it("says a failure in the site's words, never the server's", async () => {
    const body = '<script>alert(1)</script> Call 555-0100 now';
    const { fetch } = fakeFetch({ 'https://feeds.example.com/a.ics': () => new Response(body, { status: 404 }) });
    const error = await fetchFeed('https://feeds.example.com/a.ics', { fetch }).catch((e: FeedUnread) => e);
    expect(error).toBeInstanceOf(FeedUnread);
    const words = unreadWords({ why: (error as FeedUnread).why, status: (error as FeedUnread).status });
    expect(words).toMatch(/answered 404: the calendar's secret address may have changed/);
    expect(words).not.toMatch(/script|555/);
  });
});
