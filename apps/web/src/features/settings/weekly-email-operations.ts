import { graphql, request } from '../../lib/graphql.ts';

/** The viewer's own weekly report email choice for the salon (the Monday email). */
export const GetWeeklyReportEmail = graphql(`
  query GetWeeklyReportEmail($salonId: ID!) {
    salon(id: $salonId) {
      id
      weeklyReportEmail
    }
  }
`);

export const SetWeeklyReportEmail = graphql(`
  mutation SetWeeklyReportEmail($salonId: ID!, $on: Boolean!) {
    setWeeklyReportEmail(salonId: $salonId, on: $on)
  }
`);

export const weeklyReportEmailKey = (salonId: string) => ['weekly-report-email', salonId] as const;

export async function fetchWeeklyReportEmail(salonId: string): Promise<boolean> {
  return (await request(GetWeeklyReportEmail, { salonId })).salon.weeklyReportEmail;
}

export async function saveWeeklyReportEmail(salonId: string, on: boolean): Promise<boolean> {
  return (await request(SetWeeklyReportEmail, { salonId, on })).setWeeklyReportEmail;
}
