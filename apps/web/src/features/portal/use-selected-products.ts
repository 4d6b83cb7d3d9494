import { useCallback, useState } from 'react';
import { safeStorage } from '../../lib/safe-storage.ts';

const keyOf = (appointmentId: string) => `piiq.portal.selected.${appointmentId}`;

/** The SKUs kept for an appointment; anything unreadable is no selection (a default is used). */
export function readSelected(appointmentId: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(safeStorage.get(keyOf(appointmentId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((sku): sku is string => typeof sku === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * The recommended products the client marked as selected, per appointment: a note to self kept on
 * this device only (a local selected toggle), never sent to the salon.
 */
export function useSelectedProducts(appointmentId: string) {
  const [selected, setSelected] = useState(() => readSelected(appointmentId));
  const toggle = useCallback(
    (sku: string) => {
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(sku)) next.delete(sku);
        else next.add(sku);
        safeStorage.set(keyOf(appointmentId), JSON.stringify([...next]));
        return next;
      });
    },
    [appointmentId],
  );
  return { selected, toggle };
}

/** A recommendation as the choice reads it: its SKU, and the catalogue product it sells (null when none). */
export interface Choosable {
  sku: string;
  product?: { id: string } | null;
}

/**
 * What the client means to buy: the products the mirror left them to pay for (`fromMirror`, product
 * ids) less those they took out, and the recommendations they selected. The recommendation list's
 * Select buttons and the buying form's Remove buttons change the same choice, so a product chosen at
 * the mirror shows as selected, and unselecting it takes it out of the form. What was taken out is
 * kept for this visit to the page only: a reload starts again from the salon's order.
 */
export function useChosenProducts(appointmentId: string, fromMirror: readonly string[]) {
  const { selected, toggle } = useSelectedProducts(appointmentId);
  const [takenOut, setTakenOut] = useState<ReadonlySet<string>>(() => new Set());
  const keptFromMirror = (productId: string) => fromMirror.includes(productId) && !takenOut.has(productId);
  const takeOut = (productId: string) => setTakenOut((current) => new Set(current).add(productId));

  const isChosen = (product: Choosable) =>
    selected.has(product.sku) || (product.product ? keptFromMirror(product.product.id) : false);

  /** A line of the form is taken out: its selection undone, and the mirror's line left out. */
  const remove = (line: { sku: string | null; productId: string | null }) => {
    if (line.sku && selected.has(line.sku)) toggle(line.sku);
    if (line.productId && fromMirror.includes(line.productId)) takeOut(line.productId);
  };

  const toggleChosen = (product: Choosable) => {
    const productId = product.product?.id ?? null;
    if (isChosen(product)) {
      remove({ sku: product.sku, productId });
      return;
    }
    toggle(product.sku);
    // Selected again, a product of the mirror's comes back with the quantity chosen there.
    if (productId)
      setTakenOut((current) => {
        const next = new Set(current);
        next.delete(productId);
        return next;
      });
  };

  return { selected, takenOut, isChosen, toggle: toggleChosen, remove };
}
