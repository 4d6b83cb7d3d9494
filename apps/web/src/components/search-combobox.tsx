import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useAutocomplete from '@mui/material/useAutocomplete';
import { useId } from 'react';
import { useSearchText, type SearchFieldProps } from './search-field.tsx';
import { visuallyHidden } from './visually-hidden.ts';

/** One suggestion under the box: the name that is searched for when it is chosen, and what tells it apart. */
export interface SearchSuggestion {
  id: string;
  name: string;
  /** E.g. the brand and size, for names several products share. */
  detail?: string;
}

export interface SearchComboboxProps extends SearchFieldProps {
  /** What to offer for the text `onTextChange` last reported; the screen finds them. */
  suggestions: readonly SearchSuggestion[];
}

/**
 * The search field as a combobox offering suggestions as the person types (the WAI-ARIA pattern:
 * arrow keys move through them, Enter chooses, Escape closes). Choosing one searches for its name at
 * once; Enter on typed text searches for the text; an empty box offers nothing. Its own module, so
 * the screens that search without suggestions do not load the autocomplete.
 *
 * MUI's headless autocomplete, as the time zone field uses it: the Autocomplete component's keyboard
 * and screen-reader behaviour without its popper and chips.
 */
export function SearchCombobox({ label, autoFocus, suggestions, ...search }: SearchComboboxProps) {
  const { text, type, searchNow } = useSearchText(search);
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
      if (reason === 'input' || reason === 'clear') type(next);
    },
    onChange: (_event, chosen) => {
      if (chosen !== null) searchNow(typeof chosen === 'string' ? chosen : chosen.name);
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
