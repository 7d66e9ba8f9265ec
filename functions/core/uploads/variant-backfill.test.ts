import { describe, expect, it } from 'vitest';
import { lacksVariant as artLacksVariant } from '../arts/variant-images';
import { lacksVariant as postLacksVariant, withVariants } from '../community/variant-images';
import {
  FILLED,
  decodePosition,
  encodePosition,
  fillEach,
  nextPosition,
  skippedBecause,
  variantsOrReason,
} from './variant-backfill';
import { variantKeys } from './variant-keys';

const made = (key: string) => ({ width: 1600, height: 1200, ...variantKeys(key) });

describe('fillEach', () => {
  it('counts every item read, fills only those that need it, and skips with the reason', async () => {
    const filled: number[] = [];
    const page = await fillEach(
      [1, 2, 3, 4, 5],
      (n) => n % 2 === 1,
      (n) => `n:${n}`,
      async (n) => {
        if (n === 3) return skippedBecause('three is refused');
        filled.push(n);
        return FILLED;
      },
    );
    expect(filled).toEqual([1, 5]);
    expect(page).toEqual({ scanned: 5, filled: 2, skipped: 1, skips: [{ id: 'n:3', reason: 'three is refused' }] });
  });

  it('skips an item whose fill throws and goes on with the others', async () => {
    const page = await fillEach(
      ['a', 'b'],
      () => true,
      (s) => s,
      async (s) => {
        if (s === 'a') throw new Error('DynamoDB said no');
        return FILLED;
      },
    );
    expect(page).toEqual({ scanned: 2, filled: 1, skipped: 1, skips: [{ id: 'a', reason: 'DynamoDB said no' }] });
  });
});

describe('variantsOrReason', () => {
  it('gives the variants, or the reason there are none', async () => {
    expect(await variantsOrReason(async (key) => made(key), 'art-image/u/a.jpg')).toEqual(made('art-image/u/a.jpg'));
    expect(
      await variantsOrReason(async (key) => {
        throw new Error(`No upload record for ${key}`);
      }, 'art-image/u/b.jpg'),
    ).toBe('No upload record for art-image/u/b.jpg');
  });
});

describe('what needs a variant', () => {
  it('is an art with an image lacking a variant key (the thumb, the card or the medium one, made after it)', () => {
    const keys = variantKeys('art-image/u/a.jpg');
    const complete = {
      imageKey: 'art-image/u/a.jpg',
      imageThumbKey: keys.thumb,
      imageSmallKey: keys.small,
      imageCardKey: keys.card,
      imageMediumKey: keys.medium,
      imageLargeKey: keys.large,
    };
    expect(artLacksVariant(complete)).toBe(false);
    expect(artLacksVariant({ imageKey: 'art-image/u/a.jpg' })).toBe(true);
    expect(artLacksVariant({ ...complete, imageThumbKey: undefined })).toBe(true);
    expect(artLacksVariant({ ...complete, imageMediumKey: undefined })).toBe(true);
    expect(artLacksVariant({ ...complete, imageCardKey: undefined })).toBe(true);
  });

  it('is a post with any image lacking one', () => {
    const key = 'post-image/u/p.jpg';
    const { thumb: _thumb, ...withoutThumb } = variantKeys(key);
    expect(postLacksVariant({ images: [] })).toBe(false);
    expect(postLacksVariant({ images: [{ key, ...variantKeys(key) }] })).toBe(false);
    expect(
      postLacksVariant({
        images: [
          { key, ...variantKeys(key) },
          { key: 'post-image/u/q.jpg', small: 's', large: 'l' },
        ],
      }),
    ).toBe(true);
    expect(postLacksVariant({ images: [{ key, ...withoutThumb }] })).toBe(true);
  });
});

describe("a post's images with their variants", () => {
  it('sets the keys and size of the images made, in their order, and leaves the others as they were', () => {
    const older = {
      key: 'post-image/u/old.jpg',
      small: variantKeys('post-image/u/old.jpg').small,
      large: variantKeys('post-image/u/old.jpg').large,
    };
    const complete = { key: 'post-image/u/new.jpg', ...variantKeys('post-image/u/new.jpg'), width: 300, height: 200 };
    expect(withVariants([older, complete], new Map([[older.key, made(older.key)]]))).toEqual([
      { key: older.key, ...made(older.key) },
      complete,
    ]);
  });
});

describe('a walk position', () => {
  it('goes on in the same Query while it has a cursor, then to the next, then ends', () => {
    expect(nextPosition({ index: 0, cursor: null }, 'c1', 2)).toEqual({ index: 0, cursor: 'c1' });
    expect(nextPosition({ index: 0, cursor: 'c1' }, null, 2)).toEqual({ index: 1, cursor: null });
    expect(nextPosition({ index: 1, cursor: 'c2' }, undefined, 2)).toBeNull();
  });

  it('comes back from its token, starts at the beginning without one, and refuses anything else', () => {
    expect(decodePosition(encodePosition({ index: 1, cursor: 'abc' }), 2, 'resume token')).toEqual({
      index: 1,
      cursor: 'abc',
    });
    expect(decodePosition(null, 2, 'resume token')).toEqual({ index: 0, cursor: null });
    for (const bad of [
      'garbage',
      encodePosition({ index: 2, cursor: null }),
      encodePosition({ index: -1, cursor: null }),
      Buffer.from('{"index":0,"cursor":5}').toString('base64url'),
    ]) {
      expect(() => decodePosition(bad, 2, 'resume token'), bad).toThrow(/^Not a resume token/);
    }
  });
});
