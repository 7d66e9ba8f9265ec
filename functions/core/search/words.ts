/**
 * The words a thing is found by: lower-case, accents folded ("José" → "jose"), split on anything
 * that is not a letter or digit. Phrases (a full name, a title) are also kept as one joined word
 * ("maria santos" → "mariasantos"), so a search of several words finds them in that order with
 * one prefix query.
 *
 * A word that is the start of another word of the same thing is dropped: the longer one is found
 * by every search the shorter one is ("maria" by "mariasantos"), and a thing found twice by one
 * search would show twice.
 */
export const MAX_WORD_LENGTH = 40;

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/** What a search's text is looked up by: its words joined, as phrases are indexed. */
export const searchKey = (text: string) => wordsOf(text).join('').slice(0, MAX_WORD_LENGTH);

/**
 * The words of a thing: every word of `texts`, each phrase of `phrases` joined into one, none
 * that starts another, at most `max` (phrases and the first texts count first).
 */
export function searchWords(
  texts: readonly (string | undefined)[],
  phrases: readonly (string | undefined)[] = [],
  max = 12,
): string[] {
  const all = new Set<string>();
  for (const phrase of phrases) {
    const joined = searchKey(phrase ?? '');
    if (joined) all.add(joined);
  }
  for (const text of texts) for (const w of wordsOf(text ?? '')) all.add(w);
  const words = [...all];
  return words.filter((w) => !words.some((other) => other !== w && other.startsWith(w))).slice(0, max);
}

/**
 * The words of a thing found by any run of consecutive words of one of its texts: each word of a
 * text joined with the words after it in that text ("maria.santos@crafti.test" → "mariasantoscraftitest",
 * "santoscraftitest", "craftitest", "test"). A search's words are looked up joined (`searchKey`),
 * so a search finds the thing when its words are consecutive words of one text, in order, the last
 * of them only begun: "santos@crafti.test", "crafti.test", "crafti", "maria.santos" and "test" all
 * find that e-mail, "santos@gmail" does not. A single word's start is the start of its run, so every
 * word of every text is found by its start as well. None that starts another (the longer takes its
 * place), at most `max`: the first texts, and each text's first words, count first, and a word left
 * out by `max` is never one that another kept word stood for.
 */
export function runWords(texts: readonly (string | undefined)[], max = 20): string[] {
  const kept: string[] = [];
  for (const text of texts) {
    const words = wordsOf(text ?? '');
    for (let i = 0; i < words.length; i++) {
      const run = words.slice(i).join('').slice(0, MAX_WORD_LENGTH);
      if (kept.some((k) => k.startsWith(run))) continue;
      // A kept word this run starts with is found through the run: the run takes its place.
      const covered = kept.findIndex((k) => run.startsWith(k));
      if (covered >= 0) {
        kept[covered] = run;
        for (let j = kept.length - 1; j > covered; j--) if (run.startsWith(kept[j]!)) kept.splice(j, 1);
      } else if (kept.length < max) {
        kept.push(run);
      }
    }
  }
  return kept;
}
