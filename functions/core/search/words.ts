/**
 * The words a text is found by: lower-case, accents folded ("José" → "jose"), split on anything
 * that is not a letter or digit. E-mail addresses are kept whole, so a search can type one.
 */
export const MAX_WORD_LENGTH = 40;

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

export function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/** The distinct words of several texts, at most `max` of them (the first texts count first). */
export function searchWords(texts: readonly (string | undefined)[], wholeTexts: readonly (string | undefined)[] = [], max = 12): string[] {
  const words = new Set<string>();
  for (const whole of wholeTexts) if (whole) words.add(fold(whole.trim()).slice(0, MAX_WORD_LENGTH));
  for (const text of texts) for (const w of wordsOf(text ?? '')) words.add(w);
  return [...words].filter(Boolean).slice(0, max);
}
