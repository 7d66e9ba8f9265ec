import { ErrorCodes } from '@shared/api/errors';
import { AppError } from '../core/errors';

/**
 * Text people send is checked and normalised once, here, for every field of every request,
 * before any schema sees it: NUL and other control characters (tab and line breaks aside), lone
 * UTF-16 surrogates and the invisible bidirectional overrides used to disguise text are refused;
 * everything else is put in Unicode NFC, so "é" typed two ways is one name.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper JSON than any form sends is refused rather than walked. */
const MAX_DEPTH = 32;

const refuse = (field: string) =>
  new AppError(ErrorCodes.validation, `${field}: contains characters that are not allowed.`, { field });

export function cleanText(value: string, field: string): string {
  if (CONTROL.test(value) || LONE_SURROGATE.test(value)) throw refuse(field);
  return value.normalize('NFC');
}

/** A copy of a parsed JSON value (or query/params record) with every string and key cleaned. */
export function cleanInput(value: unknown, field: string, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value, field);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) throw new AppError(ErrorCodes.validation, `${field}: is nested too deeply.`, { field });
  if (Array.isArray(value)) return value.map((item, i) => cleanInput(item, `${field}.${i}`, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const name = cleanText(key, field);
    out[name] = cleanInput(
      item,
      field === 'body' || field === 'query' || field === 'params' ? name : `${field}.${name}`,
      depth + 1,
    );
  }
  return out;
}
