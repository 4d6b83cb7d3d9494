/**
 * The dashboard's and the weekly report's selections, shared by the tests that check their figures and
 * the benchmark that times them, so both read the same fields.
 */
export const DASHBOARD_KPIS = /* GraphQL */ `
  fragment DashboardKpis on Dashboard {
    view
    start
    end
    kpis {
      sessions
      clients
      retailPercent
      productsSold
      retailRevenue
      rebookPercent
      treatmentPercent
      productsPerSession
    }
    sessionsChart {
      kind
      australiaWideMarker
      points {
        label
        start
        end
        value
      }
    }
  }
`;

export const DASHBOARD_STYLISTS = /* GraphQL */ `
  fragment DashboardStylists on Dashboard {
    stylists {
      staffId
      staffName
      sessions
      recommendations
      productsSold
      conversionPercent
      rebookPercent
    }
  }
`;

export const WEEKLY_REPORT = /* GraphQL */ `
  fragment WeeklyReportFields on WeeklyReport {
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
`;
