import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import serviceSchema from '../../../schemas/service.schema.json' with { type: 'json' };
import { services } from '../../../src/content/content.ts';
import {
  columns,
  EMAILED_FORMS,
  entryFromRow,
  FORMS,
  type FormName,
  fieldsToFix,
  HONEYPOT,
  parseEntry,
  rowValues,
  safeJson,
  toCsv,
} from '../../../src/lib/forms/form-entries.ts';
import { BOOKING_COLUMNS } from '../../../src/server/booking/sql.ts';
import { migrate } from '../../../src/server/stores/sqlite.ts';

describe('form entries', () => {
  it('migrations/ give every form a table with a column for each schema property (the honeypot never stored)', () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, path.resolve('migrations'));
    for (const form of Object.keys(FORMS) as FormName[]) {
      const cols = (db.prepare(`PRAGMA table_info(${form})`).all() as { name: string }[]).map((c) => c.name);
      // The e-mailed forms also keep when their e-mail went out and its retry state (migrations/0005).
      const emailState = ['emailedAt', 'emailAttempts', 'emailNextAt', 'emailSetAsideAt', 'emailError'];
      // A quote request also keeps its booking (migrations/0012).
      const booking = form === 'quote' ? BOOKING_COLUMNS : [];
      for (const c of booking) expect(cols, `${form}.${c}`).toContain(c);
      expect(cols.filter((c) => !emailState.includes(c) && !booking.includes(c)).sort(), form).toEqual(
        ['id', 'receivedAt', 'notifiedAt', ...columns(form)].sort(),
      );
      for (const c of emailState) expect(cols.includes(c), `${form}.${c}`).toBe(EMAILED_FORMS.includes(form));
      expect(cols).not.toContain(HONEYPOT);
    }
  });
  it("the quote request's services are the twelve of data/services/ (service.schema.json's serviceSlug), or none", () => {
    expect(FORMS.quote.schema.properties.service).toMatchObject({
      enum: ['', ...serviceSchema.$defs.serviceSlug.enum],
    });
    expect(services.map((s) => s.slug).sort()).toEqual([...serviceSchema.$defs.serviceSlug.enum].sort());
    expect(services).toHaveLength(12);
  });
  it('reads a plain form post with lists from repeated names and "true" as true only in the boolean field', () => {
    const body = 'fullName=true&skillAreas=Painting&skillAreas=Tile+Repair&contractorAgreement=true';
    expect(parseEntry('applications', body, 'application/x-www-form-urlencoded')).toEqual({
      fullName: 'true',
      skillAreas: ['Painting', 'Tile Repair'],
      contractorAgreement: true,
    });
    expect(parseEntry('applications', '[1]', 'application/json')).toBeUndefined();
    expect(parseEntry('applications', 'x', 'text/plain')).toBeUndefined();
  });
  it('round-trips an entry through its row', () => {
    const entry = {
      fullName: 'A B',
      phone: '5615550100',
      email: 'a@example.com',
      city: 'Jupiter',
      skillAreas: ['Painting'],
      contractorAgreement: true,
    };
    const row = Object.fromEntries(columns('applications').map((c, i) => [c, rowValues('applications', entry)[i]]));
    expect(entryFromRow('applications', row)).toEqual(entry);
  });
  it('never names the honeypot among the fields to fix', () => {
    expect(
      fieldsToFix([
        { instancePath: `/${HONEYPOT}`, params: {} },
        { instancePath: '', params: { missingProperty: 'email' } },
      ]),
    ).toEqual(['email']);
  });
  it('escapes U+2028 and U+2029 in JSON', () => {
    expect(safeJson({ a: 'x\u2028y\u2029' })).toBe('{"a":"x\\u2028y\\u2029"}');
  });
  it('writes CSV a spreadsheet reads as text: quotes doubled, formulas disarmed', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          { a: 'say "hi"', b: '=HYPERLINK("x")' },
          { a: null, b: 3 },
        ],
      ),
    ).toBe('"a","b"\r\n"say ""hi""","\'=HYPERLINK(""x"")"\r\n"","3"\r\n');
  });
});
