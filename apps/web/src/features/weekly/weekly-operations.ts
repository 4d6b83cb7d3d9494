import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** The weekly report in one request: both weeks' figures and arrows, the comparison and the tips. */
export const GetWeeklyReport = graphql(`
  query GetWeeklyReport($salonId: ID!) {
    salon(id: $salonId) {
      id
      timeZone
      weeklyReport {
        thisWeekStart
        lastWeekStart
        thisWeek {
          totalAppointments
          retailPercent
          rebookPercent
          treatmentPercent
        }
        lastWeek {
          totalAppointments
          retailPercent
          rebookPercent
          treatmentPercent
        }
        trends {
          totalAppointments
          retail
          rebook
          treatment
        }
      }
      similarSalonAverages {
        source
        salons
        help
        retailPercent
        rebookPercent
        treatmentPercent
      }
      weeklyTips {
        id
        measure
        title
        body
      }
    }
  }
`);

export type WeeklyReportData = ResultOf<typeof GetWeeklyReport>['salon'];
export type WeeklyTip = WeeklyReportData['weeklyTips'][number];
