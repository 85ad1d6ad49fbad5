/**
 * The owner's calendar feed (OWNER_CALENDAR_ICS_URL) for the handler's tests, answered as each test sets `feed.serve`:
 * a server started before each test, with the instance's reads of the feed forgotten, and stopped after it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach } from 'vitest';
import { forgetOwnerCalendar } from '../../src/server/calendar/owner-calendar.ts';

export function feedServer(first: (res: http.ServerResponse) => void) {
  const feed = { serve: first, url: () => '' };
  let server: http.Server;
  beforeEach(async () => {
    forgetOwnerCalendar();
    feed.serve = first;
    server = http.createServer((_, res) => feed.serve(res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    feed.url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner.ics`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  return feed;
}
