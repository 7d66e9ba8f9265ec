import type { ListCase, Row, Walk } from './lists';
import { BUDGET } from './options';

/** The bench's tables, and what is over budget or not flat. */

const ratioOf = (r: Row) => (r.returned > 0 ? r.read / r.returned : null);
export const overBudget = (r: Row) => !r.absent && ((ratioOf(r) ?? 0) > BUDGET || r.unexpected.length > 0);

export function printTable(rows: Row[]) {
  const header = ['list', 'users', 'page', 'items read', 'returned', 'ratio', 'RCU', 'requests'];
  const cells = rows.map((r) => {
    const ratio = ratioOf(r);
    const notes = [
      r.absent ? 'no page 2 (page 1 had no cursor)' : '',
      !r.absent && r.returned === 0 ? `0 returned, ${r.read} read` : '',
      r.repeated > 0 ? `${r.repeated} repeated from page 1` : '',
      r.unexpected.length > 0 ? `unexpected: ${r.unexpected.join(', ')}` : '',
      overBudget(r) ? 'OVER BUDGET' : '',
    ].filter(Boolean);
    return [
      r.list,
      r.users.toLocaleString('en-US'),
      String(r.page),
      r.absent ? '—' : String(r.read),
      r.absent ? '—' : String(r.returned),
      r.absent || ratio === null ? '—' : ratio.toFixed(2),
      r.absent ? '—' : r.rcu.toFixed(1),
      r.absent ? '—' : String(r.requests),
      notes.join('; '),
    ];
  });
  printColumns(header, cells);
}

const walkRatio = (w: Walk) => (w.returned > 0 ? w.read / w.returned : null);
/** A walk misses when it reads more than the budget per row shown, meets an empty page, or shows someone twice. */
export const walkMisses = (w: Walk) => (walkRatio(w) ?? 0) > BUDGET || w.emptyPages > 0 || w.returned !== w.distinct;

export function printWalks(walks: Walk[]) {
  const header = [
    'list (walked to the end)',
    'users',
    'pages',
    'items read',
    'shown',
    'distinct',
    'read/shown',
    'empty pages',
  ];
  const cells = walks.map((w) => {
    const ratio = walkRatio(w);
    const notes = [
      w.returned !== w.distinct ? `${w.returned - w.distinct} shown twice` : '',
      walkMisses(w) ? 'OVER BUDGET' : '',
    ].filter(Boolean);
    return [
      w.list,
      w.users.toLocaleString('en-US'),
      String(w.pages),
      String(w.read),
      String(w.returned),
      String(w.distinct),
      ratio === null ? '—' : ratio.toFixed(2),
      String(w.emptyPages),
      notes.join('; '),
    ];
  });
  printColumns(header, cells);
}

/** Walks whose read per row shown grows by more than 0.1 from the small size to the large one. */
export function walkFlatness(small: Walk[], large: Walk[]) {
  const changes: string[] = [];
  for (const l of large) {
    const s = small.find((w) => w.list === l.list);
    const a = s ? walkRatio(s) : null;
    const b = walkRatio(l);
    if (a !== null && b !== null && b - a > 0.1 + 1e-9)
      changes.push(`${l.list} walked: ${a.toFixed(2)} → ${b.toFixed(2)}`);
  }
  return changes;
}

export const byCase = (cases: readonly ListCase[]) => (a: Row, b: Row) =>
  cases.findIndex((c) => c.list === a.list) - cases.findIndex((c) => c.list === b.list) ||
  a.users - b.users ||
  a.page - b.page;

export function flatness(small: Row[], large: Row[]) {
  const changes: string[] = [];
  for (const l of large) {
    const s = small.find((r) => r.list === l.list && r.page === l.page);
    const a = s ? ratioOf(s) : null;
    const b = ratioOf(l);
    if (a !== null && b !== null && b - a > 0.1 + 1e-9)
      changes.push(`${l.list} page ${l.page}: ${a.toFixed(2)} → ${b.toFixed(2)}`);
  }
  return changes;
}

/** Columns under a header (the first left-aligned, the notes after the last unpadded), a blank line between lists. */
function printColumns(header: string[], cells: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : i < header.length ? v.padStart(widths[i]!) : v))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  let previous = '';
  for (const c of cells) {
    if (previous && c[0] !== previous) console.log('');
    previous = c[0]!;
    console.log(line(c));
  }
}
