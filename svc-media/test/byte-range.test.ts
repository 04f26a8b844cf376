import { parseByteRange } from '../src/http/byte-range';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=900-', 1000, { start: 900, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=10-5000', 1000, { start: 10, end: 999 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=0-1,5-6', 1000, undefined],
    ['bytes=9-3', 1000, undefined],
    ['items=0-1', 1000, undefined],
    ['bytes=-', 1000, undefined],
  ])('reads %s of a %i-byte file', (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });

  it('answers the whole file without a header', () => {
    expect(parseByteRange(undefined, 10)).toBeUndefined();
  });
});
