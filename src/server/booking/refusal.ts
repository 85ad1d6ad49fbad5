/**
 * Which booking rule refused a requested window, for the 409 that names it (../availability-app.ts windowTaken): too
 * soon (noticeHours) or its day full (visitsPerDay); undefined when the window is simply no longer free.
 */
import { refusalOf } from '../../lib/booking/window-rules.ts';
import { floridaInstant } from '../../lib/ics.ts';
import { windowRules } from '../availability-app.ts';
import type { FormStore } from '../store.ts';
import { dayAfter } from './limits.ts';

export async function windowRefusal(db: FormStore, asked: string, now: number) {
  const startMs = floridaInstant(asked);
  if (startMs === undefined) return undefined;
  const day = asked.slice(0, 10);
  const held = (await db.windows?.held(day, dayAfter(day), now)) ?? {};
  return refusalOf(windowRules, { start: asked, startMs }, now, held);
}
