/** The encodings an answer may be compressed with, best first. */
const OFFERED = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof OFFERED)[number];

/**
 * The encoding to compress an answer with, as the request's Accept-Encoding allows (RFC 9110
 * §12.5.3): the best offered one the client gives a weight above 0, a coding it does not name
 * taking the weight of `*`; null when it accepts neither (`br;q=0, gzip;q=0`, or no header).
 */
export function answerEncoding(header: string | undefined): AnswerEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: AnswerEncoding | null = null;
  for (const coding of OFFERED) if (weightOf(coding) > 0 && (!best || weightOf(coding) > weightOf(best))) best = coding;
  return best;
}
