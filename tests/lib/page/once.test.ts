import { describe, expect, it } from 'vitest';
import { onceByKey } from '../../../src/lib/page/once.ts';

describe('values made once per key', () => {
  it('makes a key’s value at its first ask and gives the same value after, apart for each key and each store', () => {
    let made = 0;
    const once = onceByKey();
    const make = () => ({ n: ++made });
    const first = once('a', make);
    expect(once('a', make)).toBe(first);
    expect(once('b', make)).toEqual({ n: 2 });
    expect(onceByKey()('a', make)).toEqual({ n: 3 });
    // A value that is itself undefined is kept too, not made again.
    const none = onceByKey();
    none('x', () => void made++);
    none('x', () => void made++);
    expect(made).toBe(4);
  });
});
