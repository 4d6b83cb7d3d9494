import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { GENDERS, SERVICES } from '@piiq/domain/product-suitability';
import type { RecommendationProfile } from '@piiq/domain/recommendation-profile';
import { useQuery } from '@tanstack/react-query';
import { deviceRequest } from '../../lib/device-graphql.ts';
import { MirrorOtherFilters } from './recommendation-operations.ts';

/** Each answer is a row a finger finds on the mirror: at least 56 px tall, label and all. */
const TOUCH_ROW = { minHeight: (theme: Theme) => theme.spacing(7) } as const;

/** A radio group's value for "not given", which the profile keeps as null. */
const NOT_GIVEN = '';

const COLOURED_CHOICES = [
  { value: NOT_GIVEN, label: 'Not given' },
  { value: 'true', label: 'Coloured' },
  { value: 'false', label: 'Natural' },
] as const;

/**
 * What the engine matches beyond the analysis: the catalogue's Suits Genders, Coloured and
 * OtherFilters, and today's services (a colour, lightening or curl service changes what suits). Each
 * may stay unanswered; the other filters offered are the salon's catalogue's own.
 */
export function ProfileQuestions({
  credential,
  value,
  onChange,
}: {
  credential: string;
  value: RecommendationProfile;
  onChange: (profile: RecommendationProfile) => void;
}) {
  const otherFilters = useQuery({
    queryKey: ['mirror-other-filters', credential],
    queryFn: async () => (await deviceRequest(credential, MirrorOtherFilters, {})).mirror.otherFilters,
  });
  // A filter chosen earlier stays shown even if the catalogue no longer has it, so it can be unticked.
  const offered = [...new Set([...(otherFilters.data ?? []), ...value.otherFilters])];
  return (
    <Stack spacing={2} component="section" aria-labelledby="profile-questions">
      <Typography id="profile-questions" variant="h6" component="h3">
        For the recommendations
      </Typography>
      <FormControl>
        <FormLabel id="profile-gender">Gender</FormLabel>
        <RadioGroup
          row
          aria-labelledby="profile-gender"
          value={value.gender ?? NOT_GIVEN}
          onChange={(event) =>
            onChange({ ...value, gender: GENDERS.find((gender) => gender === event.target.value) ?? null })
          }
        >
          <FormControlLabel value={NOT_GIVEN} control={<Radio />} label="Not given" sx={TOUCH_ROW} />
          {GENDERS.map((gender) => (
            <FormControlLabel key={gender} value={gender} control={<Radio />} label={gender} sx={TOUCH_ROW} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="profile-coloured">Coloured or natural hair</FormLabel>
        <RadioGroup
          row
          aria-labelledby="profile-coloured"
          value={value.coloured === null ? NOT_GIVEN : String(value.coloured)}
          onChange={(event) =>
            onChange({ ...value, coloured: event.target.value === NOT_GIVEN ? null : event.target.value === 'true' })
          }
        >
          {COLOURED_CHOICES.map((choice) => (
            <FormControlLabel
              key={choice.value}
              value={choice.value}
              control={<Radio />}
              label={choice.label}
              sx={TOUCH_ROW}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">Today’s service</FormLabel>
        <Box>
          {SERVICES.map((service) => (
            <FormControlLabel
              key={service}
              sx={TOUCH_ROW}
              label={service}
              control={
                <Checkbox
                  checked={value.services.includes(service)}
                  onChange={(event) =>
                    onChange({
                      ...value,
                      services: event.target.checked
                        ? [...value.services, service]
                        : value.services.filter((one) => one !== service),
                    })
                  }
                />
              }
            />
          ))}
        </Box>
      </FormControl>
      {offered.length > 0 && (
        <FormControl component="fieldset">
          <FormLabel component="legend">Other needs</FormLabel>
          <Box>
            {offered.map((word) => (
              <FormControlLabel
                key={word}
                sx={TOUCH_ROW}
                label={word}
                control={
                  <Checkbox
                    checked={value.otherFilters.includes(word)}
                    onChange={(event) =>
                      onChange({
                        ...value,
                        otherFilters: event.target.checked
                          ? [...value.otherFilters, word]
                          : value.otherFilters.filter((one) => one !== word),
                      })
                    }
                  />
                }
              />
            ))}
          </Box>
        </FormControl>
      )}
    </Stack>
  );
}
