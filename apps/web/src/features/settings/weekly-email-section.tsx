import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { WEEKLY_EMAIL_EXPLANATION, WEEKLY_EMAIL_SWITCH_LABEL } from '@piiq/domain/weekly-email';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../components/forms/error-text.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SettingsCard } from './settings-card.tsx';
import { fetchWeeklyReportEmail, saveWeeklyReportEmail, weeklyReportEmailKey } from './weekly-email-operations.ts';

/**
 * The viewer's weekly report email for this salon, on until they turn it off. Stored with their
 * access to the salon on the server, unlike Web Push beside it, which belongs to the device.
 */
export function WeeklyEmailSection({ salonId }: { salonId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: weeklyReportEmailKey(salonId), queryFn: () => fetchWeeklyReportEmail(salonId) });
  // The choice being saved, set in the click's own render so the switch never flicks back meanwhile.
  const [saving, setSaving] = useState<boolean | null>(null);
  const change = useMutation({
    mutationFn: (on: boolean) => saveWeeklyReportEmail(salonId, on),
    onSuccess: (stored) => queryClient.setQueryData(weeklyReportEmailKey(salonId), stored),
    onSettled: () => setSaving(null),
  });
  const checked = saving ?? query.data;

  return (
    <SettingsCard title="Weekly report email" description={WEEKLY_EMAIL_EXPLANATION}>
      {checked === undefined ? (
        <QueryProblem query={query} what="your weekly report email choice" />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <FormControlLabel
            control={
              <Switch
                checked={checked}
                disabled={saving !== null}
                onChange={(event) => {
                  setSaving(event.target.checked);
                  change.mutate(event.target.checked);
                }}
              />
            }
            label={WEEKLY_EMAIL_SWITCH_LABEL}
          />
          {change.error ? <Alert severity="error">{errorText(change.error)}</Alert> : null}
        </Stack>
      )}
    </SettingsCard>
  );
}
