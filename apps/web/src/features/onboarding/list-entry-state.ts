import type { ListEntryResult } from '@piiq/domain/onboarding';
import { useState } from 'react';

/**
 * The state behind a ListEntryField: the list, what is typed, and the message of a refused Add.
 * `addEntry` is the domain's rule for the list (addStaffName, addHashtag).
 */
export function useListEntry(
  initial: () => string[],
  addEntry: (list: readonly string[], typed: string) => ListEntryResult,
) {
  const [list, setList] = useState(initial);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const field = {
    typed,
    fieldError,
    onTypedChange: (value: string) => {
      setTyped(value);
      setFieldError(null);
    },
    onAdd: () => {
      const result = addEntry(list, typed);
      if (!result.ok) {
        setFieldError(result.message);
        return;
      }
      setList(result.list);
      setTyped('');
    },
    onRemove: (entry: string) => setList((current) => current.filter((other) => other !== entry)),
  };
  return { list, setList, typed, field };
}
