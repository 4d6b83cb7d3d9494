import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  API_KEY_SCOPES,
  apiKeyNameLimit,
  apiKeyNameSchema,
  apiKeyScopeLabels,
  type ApiKeyScope,
} from '@piiq/domain/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { serverFieldMessages } from '../../components/forms/server-errors.ts';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { ApiKeySecretDialog, RevokeApiKeyDialog } from './api-key-dialogs.tsx';
import { apiKeyKeys, CreateApiKey, GetApiKeys, type ApiKey, type CreatedApiKey } from './api-keys-operations.ts';
import { SettingsCard } from './settings-card.tsx';
import { DEVELOPERS_PATH } from '@piiq/domain/developers-address';
import { checkedName } from './checked-name.ts';
import { HiddenHeader } from '../../components/hidden-header.tsx';

/**
 * The salon's API keys (decision 048): make one with a name and a scope, see its secret once, see
 * when each was last used, and revoke it. A key reaches only this salon's data.
 */
export function ApiKeysSection({ salonId }: { salonId: string }) {
  const query = useQuery({
    queryKey: apiKeyKeys.salon(salonId),
    queryFn: () => request(GetApiKeys, { salonId }),
  });
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const data = query.data;

  if (!data) {
    return (
      <SettingsCard title="API keys">
        <QueryProblem query={query} what="your API keys" />
      </SettingsCard>
    );
  }

  const { timeZone } = data.salon;
  const columns: ReadonlyArray<PagedTableColumn<ApiKey>> = [
    {
      key: 'name',
      header: 'Name',
      cell: (key) => (
        <>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {key.name}
          </Box>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {`${key.secretStart}...`}
          </Typography>
        </>
      ),
    },
    { key: 'scope', header: 'Scope', cell: (key) => apiKeyScopeLabels[key.scope] },
    {
      key: 'createdAt',
      header: 'Created',
      cell: (key) => <DateTime value={key.createdAt} timeZone={timeZone} format="day" />,
    },
    {
      key: 'lastUsedAt',
      header: 'Last used',
      cell: (key) =>
        key.lastUsedAt ? <DateTime value={key.lastUsedAt} timeZone={timeZone} format="dayTime" /> : 'Never',
    },
    {
      key: 'actions',
      header: <HiddenHeader>Actions</HiddenHeader>,
      align: 'right',
      cell: (key) => (
        <Button size="small" color="error" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
          Revoke
        </Button>
      ),
    },
  ];

  return (
    <SettingsCard
      title="API keys"
      description={
        <>
          Keys let your own software reach this salon’s appointments, clients, orders and products through the piiq API.
          A key reaches this salon only. The{' '}
          <Link href={DEVELOPERS_PATH} underline="always">
            developer guide
          </Link>{' '}
          shows how to use one.
        </>
      }
    >
      <CreateApiKeyForm salonId={salonId} />
      <Typography variant="h3" component="h3" sx={{ mb: 1, mt: 1 }}>
        Keys
      </Typography>
      <PagedTable
        label="API keys"
        columns={columns}
        rows={data.apiKeys}
        rowKey={(key) => key.id}
        stackOnPhone
        empty={<EmptyState title="No API keys yet" body="Give a key a name and a scope, then press Create key." />}
      />
      {revoking ? <RevokeApiKeyDialog salonId={salonId} apiKey={revoking} onClose={() => setRevoking(null)} /> : null}
    </SettingsCard>
  );
}

/** Name and scope, checked by the same rule the server applies; the new secret opens in a dialog. */
function CreateApiKeyForm({ salonId }: { salonId: string }) {
  const queryClient = useQueryClient();
  const scopeLabelId = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('READ');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useMutation({
    mutationFn: async (checked: string) =>
      (await request(CreateApiKey, { salonId, name: checked, scope })).createApiKey,
    onSuccess: async (key) => {
      setName('');
      setCreated(key);
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.salon(salonId) });
    },
    onError: (error) => setProblem(serverFieldMessages(error, ['name'])[0] ?? errorText(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkedName(apiKeyNameSchema, name, setProblem);
    if (checked !== null) create.mutate(checked);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Create an API key"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start', mb: 2, maxWidth: 560 }}
    >
      <Box sx={{ width: '100%' }}>
        <TextInput
          label="Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          error={problem !== null}
          helperText={problem ?? `What uses the key, e.g. Booking system. At most ${apiKeyNameLimit.max} characters.`}
          required
        />
      </Box>
      <FormControl>
        <FormLabel id={scopeLabelId}>Scope</FormLabel>
        <RadioGroup
          row
          aria-labelledby={scopeLabelId}
          name="scope"
          value={scope}
          onChange={(event) => setScope(event.target.value as ApiKeyScope)}
        >
          {API_KEY_SCOPES.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={apiKeyScopeLabels[value]} />
          ))}
        </RadioGroup>
      </FormControl>
      <BusyButton type="submit" variant="contained" busy={create.isPending}>
        Create key
      </BusyButton>
      {created ? <ApiKeySecretDialog created={created} onClose={() => setCreated(null)} /> : null}
    </Box>
  );
}
