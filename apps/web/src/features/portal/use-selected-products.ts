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
