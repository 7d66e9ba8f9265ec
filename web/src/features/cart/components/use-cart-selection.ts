import { useCallback, useMemo, useState } from 'react';
import type { CartItem } from '@shared/schemas/cart';
import { isSelectable } from '@web/api/cart-lines';

/**
 * Which cart lines are chosen for checkout: per line, per artist and all at once. Only lines
 * that can be bought count; a line that goes (removed, sold out meanwhile) drops out by itself.
 */
export function useCartSelection(items: readonly CartItem[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selectable = useMemo(() => items.filter(isSelectable).map((i) => i.art_id), [items]);
  const selected = useMemo(() => new Set(selectable.filter((id) => chosen.has(id))), [selectable, chosen]);

  const setMany = useCallback((artIds: readonly string[], on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      for (const id of artIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  /** Checked, unchecked or mixed, for a set of lines (an artist's, or the whole cart). */
  const stateOf = useCallback(
    (artIds: readonly string[]): boolean | 'mixed' => {
      const own = artIds.filter((id) => selectable.includes(id));
      const on = own.filter((id) => selected.has(id)).length;
      return on === 0 ? false : on === own.length ? true : 'mixed';
    },
    [selectable, selected],
  );

  return { selected, selectable, setMany, stateOf, toggle: (artId: string) => setMany([artId], !selected.has(artId)) };
}
