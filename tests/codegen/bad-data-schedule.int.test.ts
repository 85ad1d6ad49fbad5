/** What codegen says about bad booking rules in data/schedule.yaml: the sentence and where it points. */
import { describe, expect, it } from 'vitest';
import scheduleSchema from '../../schemas/schedule.schema.json' with { type: 'json' };
import { codegenFixture, positionOf } from './bad-data.ts';

const { f, read, check } = codegenFixture();
const FILE = 'data/schedule.yaml';

describe('bad booking rules', () => {
  it('hours of notice that reach past the days offered', async () => {
    f.edit(FILE, (t) => t.replace('daysAhead: 14', 'daysAhead: 5').replace('noticeHours: 3', 'noticeHours: 150'));
    expect((await check()).errors).toEqual([
      {
        file: FILE,
        ...positionOf(read(FILE), '150'),
        message:
          'noticeHours is 150, which reaches past the 5 days the form offers (daysAhead): no window would ever be offered. Set it below 120, or raise daysAhead.',
      },
    ]);
  });

  // Each points at the value, with the schema's bound and the field's description.
  it.each([
    ['holdHours', '0', 'must be >= 1 but is number 0'],
    ['visitsPerDay', '0', 'must be >= 1 but is number 0'],
    ['bufferMinutes', '-5', 'must be >= 0 but is number -5'],
    ['changeNoticeHours', 'soon', 'must be a whole number but is "soon"'],
  ])('%s: %s', async (key, value, says) => {
    f.edit(FILE, (t) => t.replace(new RegExp(`^${key}: .*$`, 'm'), `${key}: ${value}`));
    const at = positionOf(read(FILE), `${key}: ${value}`);
    const description = (scheduleSchema.properties as Record<string, { description: string }>)[key].description;
    expect((await check()).errors).toEqual([
      { file: FILE, line: at.line, col: at.col + key.length + 2, message: `${key} ${says}. Expected: ${description}` },
    ]);
  });

  it.each([
    ['reminderAt', '"5 PM"'],
    ['ownerMorningAt', '"24:00"'],
  ])('a time of the schedulers that is not HH:MM: %s %s', async (key, value) => {
    f.edit(FILE, (t) => t.replace(new RegExp(`^${key}: .*$`, 'm'), `${key}: ${value}`));
    const at = positionOf(read(FILE), `${key}: ${value}`);
    const description = (scheduleSchema.properties as Record<string, { description: string }>)[key].description;
    const [error] = (await check()).errors;
    expect(error).toMatchObject({ file: FILE, line: at.line, col: at.col + key.length + 2 });
    expect(error.message).toContain(`Expected: ${description}`);
    expect(error.message).toMatch(new RegExp(`^${key} `));
  });

  it('a rule left out', async () => {
    f.edit(FILE, (t) => t.replace(/^holdHours: 24\n/m, ''));
    const [error] = (await check()).errors;
    expect(error.message).toMatch(
      /^the required field "holdHours" is missing\. Add a line "holdHours:": How long a request/,
    );
  });
});
