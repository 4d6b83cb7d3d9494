import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useAutocomplete from '@mui/material/useAutocomplete';
import { useEffect, useId, useState } from 'react';
import { TextInput } from './text-input.tsx';
import { visuallyHidden } from './visually-hidden.ts';

const SEARCH_DELAY_MS = 300;

/** One suggestion under the box: the name that is searched for when it is chosen, and what tells it apart. */
export interface SearchSuggestion {
  id: string;
  name: string;
  /** E.g. the brand and size, for names several products share. */
  detail?: string;
}

export interface SearchFieldProps {
  /** The field's visible label, the product's words where it gives them. */
  label: string;
  /** The search in force (from the URL, or the screen's state). */
  value: string;
  onSearch: (search: string) => void;
  /** How long typing must pause before it searches; 0 searches at every key, for a list the browser already holds. */
  delayMs?: number;
  autoFocus?: boolean;
  /**
   * Makes the field a combobox offering these as the person types (the WAI-ARIA pattern: arrow keys
   * move through them, Enter chooses); choosing one searches for its name at once, and Enter on
   * typed text searches for the text. The screen finds them for what `onTextChange` reports.
   */
  suggestions?: readonly SearchSuggestion[];
  /** Every change of the typed text, before the pause that searches. */
  onTextChange?: (text: string) => void;
}

/** Searches as the person types, once they pause, so each letter does not cost a request. */
export function SearchField({
  label,
  value,
  onSearch,
  delayMs = SEARCH_DELAY_MS,
  autoFocus,
  suggestions,
  onTextChange,
}: SearchFieldProps) {
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

  if (!suggestions) {
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
  return (
    <SuggestingInput
      label={label}
      text={text}
      autoFocus={autoFocus}
      suggestions={suggestions}
      onType={type}
      onChoose={searchNow}
    />
  );
}

interface SuggestingInputProps {
  label: string;
  text: string;
  autoFocus: boolean | undefined;
  suggestions: readonly SearchSuggestion[];
  onType: (text: string) => void;
  onChoose: (name: string) => void;
}

/**
 * MUI's headless autocomplete, as the time zone field uses it: the keyboard and screen-reader
 * behaviour of the Autocomplete component without its popper and chips in every page that searches.
 * Free text: what is typed is still a search, a suggestion is a shortcut to one.
 */
function SuggestingInput({ label, text, autoFocus, suggestions, onType, onChoose }: SuggestingInputProps) {
  const id = useId();
  const { getRootProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, popupOpen } = useAutocomplete<
    SearchSuggestion,
    false,
    false,
    true
  >({
    id,
    freeSolo: true,
    // An empty box suggests nothing, whatever the screen still holds from the last letters.
    options: text.trim() === '' ? [] : suggestions,
    value: null,
    inputValue: text,
    getOptionLabel: (option) => (typeof option === 'string' ? option : option.name),
    getOptionKey: (option) => (typeof option === 'string' ? option : option.id),
    // The screen chose the suggestions for this text already.
    filterOptions: (options) => options,
    onInputChange: (_event, next, reason) => {
      if (reason === 'input' || reason === 'clear') onType(next);
    },
    onChange: (_event, chosen) => {
      if (chosen !== null) onChoose(typeof chosen === 'string' ? chosen : chosen.name);
    },
  });
  const { ref, ...inputProps } = getInputProps();
  const shown = popupOpen ? groupedOptions.length : 0;
  return (
    <Box {...getRootProps()} sx={{ position: 'relative' }}>
      <FormControl fullWidth variant="outlined">
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput label={label} type="search" autoFocus={autoFocus} inputRef={ref} inputProps={inputProps} />
      </FormControl>
      <Box role="status" sx={visuallyHidden}>
        {shown === 0 ? '' : `${shown} ${shown === 1 ? 'suggestion' : 'suggestions'}`}
      </Box>
      {shown > 0 ? (
        <Paper
          component="ul"
          elevation={8}
          {...getListboxProps()}
          // Its own name, not the field's: the field's label has no element of the id MUI points at.
          aria-labelledby={undefined}
          aria-label={`${label}: suggestions`}
          sx={{
            position: 'absolute',
            top: 56,
            left: 0,
            right: 0,
            zIndex: 'modal',
            maxHeight: 320,
            overflowY: 'auto',
            m: 0,
            mt: 0.5,
            p: 0.5,
            listStyle: 'none',
          }}
        >
          {groupedOptions.map((suggestion, index) => {
            const { key, ...optionProps } = getOptionProps({ option: suggestion, index });
            return (
              <Box
                component="li"
                key={key}
                {...optionProps}
                sx={{
                  px: 1.5,
                  py: 1,
                  minHeight: 48,
                  borderRadius: 1,
                  cursor: 'pointer',
                  overflowWrap: 'anywhere',
                  '&.Mui-focused': { bgcolor: 'action.hover' },
                }}
              >
                <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                  {suggestion.name}
                </Typography>
                {suggestion.detail ? (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {suggestion.detail}
                  </Typography>
                ) : null}
              </Box>
            );
          })}
        </Paper>
      ) : null}
    </Box>
  );
}
