import { useEffect, useState } from 'react';
import { TextInput } from './text-input.tsx';

const SEARCH_DELAY_MS = 300;

export interface SearchFieldProps {
  /** The field's visible label, the product's words where it gives them. */
  label: string;
  /** The search in force (from the URL). */
  value: string;
  onSearch: (search: string) => void;
}

/** Searches as the person types, once they pause, so each letter does not cost a request. */
export function SearchField({ label, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  return <TextInput label={label} type="search" value={text} onChange={(event) => setText(event.target.value)} />;
}
