import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import useAutocomplete from '@mui/material/useAutocomplete';
import { TIME_ZONES } from '@piiq/domain/time-zones';
import { useId } from 'react';
import { findTimeZones } from './time-zone-search.ts';

export interface TimeZoneFieldProps {
  value: string | undefined;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/**
 * The salon's time zone from the full IANA list (docs/product-rules.md): several hundred names,
 * so people type the city ('Perth', 'new york') and choose from the matches. The browser's datalist
 * matched only from the start of the whole name, so 'Perth' found nothing; MUI's headless
 * autocomplete brings the keyboard and screen-reader behaviour without the Autocomplete
 * component's popper and chips. What is typed is the value: the domain's schema refuses anything
 * not on the list when saving.
 */
export function TimeZoneField({ value, onChange, onBlur, error }: TimeZoneFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const { getRootProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, popupOpen } = useAutocomplete({
    id,
    freeSolo: true,
    options: TIME_ZONES,
    value: value ?? '',
    inputValue: value ?? '',
    onInputChange: (_event, text) => onChange(text),
    onChange: (_event, zone) => onChange(zone ?? ''),
    filterOptions: (_options, { inputValue }) => findTimeZones(inputValue),
  });
  const { ref, ...inputProps } = getInputProps();
  return (
    <Box {...getRootProps()} sx={{ position: 'relative' }}>
      <FormControl fullWidth variant="outlined" error={Boolean(error)}>
        <InputLabel htmlFor={id}>Time zone</InputLabel>
        <OutlinedInput
          label="Time zone"
          inputRef={ref}
          onBlur={onBlur}
          inputProps={{ ...inputProps, 'aria-describedby': helperId }}
        />
        <FormHelperText id={helperId}>{error ?? 'Type a city to find it, e.g. Perth'}</FormHelperText>
      </FormControl>
      {popupOpen && groupedOptions.length > 0 ? (
        <Paper
          component="ul"
          elevation={8}
          {...getListboxProps()}
          sx={{
            position: 'absolute',
            top: 56,
            left: 0,
            right: 0,
            zIndex: 'modal',
            maxHeight: 280,
            overflowY: 'auto',
            m: 0,
            mt: 0.5,
            p: 0.5,
            listStyle: 'none',
          }}
        >
          {groupedOptions.map((zone, index) => {
            const { key, ...optionProps } = getOptionProps({ option: zone, index });
            return (
              <Box
                component="li"
                key={key}
                {...optionProps}
                sx={{
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  cursor: 'pointer',
                  '&.Mui-focused': { bgcolor: 'action.hover' },
                  '&[aria-selected="true"]': { fontWeight: 600 },
                }}
              >
                {zone}
              </Box>
            );
          })}
        </Paper>
      ) : null}
    </Box>
  );
}
