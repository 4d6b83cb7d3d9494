import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

/** The salon's consent form as the settings show it: its text, and which version saved by whom. */
const ConsentFormFields = graphql(`
  fragment ConsentFormFields on ConsentForm @_unmask {
    version
    text
    savedAt
    savedBy
  }
`);

export type ConsentFormData = ResultOf<typeof ConsentFormFields>;

const GetClientRecordSettings = graphql(
  `
    query GetClientRecordSettings($salonId: ID!) {
      salon(id: $salonId) {
        id
        timeZone
        patchTestWindowMonths
        consentForm {
          ...ConsentFormFields
        }
      }
    }
  `,
  [ConsentFormFields],
);

export type ClientRecordSettings = ResultOf<typeof GetClientRecordSettings>['salon'];

export const clientRecordSettingsKey = (salonId: string) => ['salon-client-record-settings', salonId] as const;

export function clientRecordSettingsQuery(salonId: string) {
  return queryOptions({
    queryKey: clientRecordSettingsKey(salonId),
    queryFn: async (): Promise<ClientRecordSettings> => (await request(GetClientRecordSettings, { salonId })).salon,
  });
}

const UpdateConsentForm = graphql(
  `
    mutation UpdateConsentForm($salonId: ID!, $text: String!) {
      updateConsentForm(salonId: $salonId, text: $text) {
        ...ConsentFormFields
      }
    }
  `,
  [ConsentFormFields],
);

/** Saves the form's text: the server answers a new version, or the one it had when the text is unchanged. */
export async function saveConsentForm(salonId: string, text: string): Promise<ConsentFormData> {
  return (await request(UpdateConsentForm, { salonId, text })).updateConsentForm;
}

const SetPatchTestWindow = graphql(`
  mutation SetPatchTestWindow($salonId: ID!, $months: Int!) {
    setPatchTestWindow(salonId: $salonId, months: $months)
  }
`);

export async function savePatchTestWindow(salonId: string, months: number): Promise<number> {
  return (await request(SetPatchTestWindow, { salonId, months })).setPatchTestWindow;
}
