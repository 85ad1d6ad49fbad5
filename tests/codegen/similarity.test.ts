import { describe, expect, it } from 'vitest';
import { MAX_SHARED_SHINGLES, PHRASE_FANOUT, shingles, similarPairs } from '../../scripts/codegen/similarity.ts';

describe('shingles', () => {
  it('returns every run of 5 consecutive words', () => {
    expect([...shingles('one two three four five six seven')]).toEqual([
      'one two three four five',
      'two three four five six',
      'three four five six seven',
    ]);
  });

  it('ignores case and punctuation but keeps apostrophes', () => {
    expect([...shingles("Boca Raton, FL: the city’s BEST; Florida's pride")]).toEqual([
      'boca raton fl the city',
      'raton fl the city s',
      'fl the city s best',
      "the city s best florida's",
      "city s best florida's pride",
    ]);
    expect(shingles('Mizner Park, Boca Raton -- FL')).toEqual(shingles('mizner park boca raton fl'));
  });

  it('is empty for fewer words than the shingle size, and honours another size', () => {
    expect(shingles('only four words here').size).toBe(0);
    expect(shingles('').size).toBe(0);
    expect([...shingles('a b c', 2)]).toEqual(['a b', 'b c']);
  });

  it('counts a repeated phrase once', () => {
    expect(shingles('a b c d e a b c d e').size).toBe(5);
  });
});

describe('similarPairs', () => {
  // Ten words give six 5-word shingles.
  const copied = 'salt air eats the screws of every lanai door we fix';
  const halfA = 'alpha beta gamma delta epsilon zeta eta theta iota kappa';
  // Shares alpha..eta (three shingles: alpha-epsilon, beta-zeta, gamma-eta) of its six with halfA.
  const halfB = 'alpha beta gamma delta epsilon zeta eta red green blue';
  const unrelated = 'nothing here overlaps with any other text in this test';

  it('reports an identical pair at 1, a half-shared pair at 0.5, and leaves unrelated texts out', () => {
    const pairs = similarPairs(
      new Map([
        ['half-a', halfA],
        ['copy-1', copied],
        ['unrelated', unrelated],
        ['half-b', halfB],
        ['copy-2', copied],
      ]),
    );
    // Highest share first; `a` is the id that came first in the map.
    expect(pairs).toEqual([
      { a: 'copy-1', b: 'copy-2', share: 1 },
      { a: 'half-a', b: 'half-b', share: 0.5 },
    ]);
  });

  it('leaves out the pairs at or below minShare', () => {
    const texts = new Map([
      ['half-a', halfA],
      ['copy-1', copied],
      ['half-b', halfB],
      ['copy-2', copied],
    ]);
    expect(similarPairs(texts, 0.5)).toEqual([{ a: 'copy-1', b: 'copy-2', share: 1 }]);
    expect(similarPairs(texts, 0.49).map((p) => p.share)).toEqual([1, 0.5]);
  });

  it('divides by the smaller text, so a copy padded with extra sentences still counts as a copy', () => {
    const padded = `${copied} and then goes on about hurricane shutters and pool decks for a while`;
    const [pair] = similarPairs(
      new Map([
        ['short', copied],
        ['padded', padded],
      ]),
    );
    expect(pair).toEqual({ a: 'short', b: 'padded', share: 1 });
  });

  it('sees through case and punctuation changes', () => {
    const pairs = similarPairs(
      new Map([
        ['a', copied],
        ['b', copied.toUpperCase().replace(/ /g, ', ')],
      ]),
    );
    expect(pairs).toEqual([{ a: 'a', b: 'b', share: 1 }]);
  });

  it('is empty when nothing is shared, including texts too short to have shingles', () => {
    expect(
      similarPairs(
        new Map([
          ['a', halfA],
          ['b', unrelated],
          ['c', 'too short'],
          ['d', 'too short'],
        ]),
      ),
    ).toEqual([]);
    expect(similarPairs(new Map())).toEqual([]);
  });

  it('stays linear when thousands of texts are one copy: each copy is paired with the first texts only, and every copy is found', () => {
    const texts = new Map(Array.from({ length: 3000 }, (_, i) => [`city-${i}`, copied]));
    const pairs = similarPairs(texts);
    expect(new Set(pairs.map((p) => p.b))).toEqual(new Set([...texts.keys()].slice(1)));
    // All pairs would be 4.5 million. The pairs counted show the work staying linear, not the time taken: 360 ms
    // alone, 6,924 ms beside the rest of npm test on two cores.
    expect(pairs.length).toBeLessThanOrEqual(texts.size * PHRASE_FANOUT);
    expect(pairs.every((p) => p.share === 1)).toBe(true);
  });

  it('allows at most half of the phrases to be shared (the doorway guard flags only shares above it)', () => {
    expect(MAX_SHARED_SHINGLES).toBe(0.5);
  });
});
