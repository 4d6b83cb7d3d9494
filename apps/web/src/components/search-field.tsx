import { useEffect, useState } from 'react';
import { TextInput } from './text-input.tsx';

const SEARCH_DELAY_MS = 300;

export interface SearchFieldProps {
  /** The field's visible label, the product's words where it gives them. */
  label: string;
  /** The search in force (from the URL, or the screen's state). */
  value: string;
  onSearch: (search: string) => void;
  /** How long typing must pause before it searches; 0 searches at every key, for a list the browser already holds. */
  delayMs?: number;
  autoFocus?: boolean;
  /** Every change of the typed text, before the pause that searches. */
  onTextChange?: (text: string) => void;
}

/**
 * What a search box holds and when it searches: as the person types, once they pause, so each
 * letter does not cost a request; at once when they ask (Enter, a chosen suggestion).
 */
export function useSearchText({
  value,
  onSearch,
  delayMs = SEARCH_DELAY_MS,
  onTextChange,
}: Pick<SearchFieldProps, 'value' | 'onSearch' | 'delayMs' | 'onTextChange'>) {
  const [text, setText] = useState(value);
  // The search in force is trimmed: "acidic " typed is already searched as "acidic", and keeps its space.
  useEffect(() => setText((current) => (current.trim() === value.trim() ? current : value)), [value]);
  useEffect(() => {
    if (delayMs === 0 || text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onSearch(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);

  const type = (next: string) => {
    setText(next);
    onTextChange?.(next);
    if (delayMs === 0) onSearch(next);
  };
  const searchNow = (next: string) => {
    setText(next);
    onTextChange?.(next);
    onSearch(next);
  };
  return { text, type, searchNow };
}

/** Searches as the person types, once they pause (SearchCombobox is this field with suggestions). */
export function SearchField({ label, autoFocus, ...search }: SearchFieldProps) {
  const { text, type } = useSearchText(search);
  return (
    <TextInput
      label={label}
      type="search"
      value={text}
      autoFocus={autoFocus}
      onChange={(event) => type(event.target.value)}
    />
  );
}
