/**
 * The dashboard's and the weekly report's selections, shared by the tests that check their figures and
 * the benchmark that times them, so both read the same fields.
 */
export const DASHBOARD_FIGURES = /* GraphQL */ `
  fragment DashboardFigures on Dashboard {
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
    retailProductsChart {
      kind
      australiaWideMarker
      points {
        label
        value
      }
    }
    retailMoneyChart {
      kind
      australiaWideMarker
      points {
        label
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

export const SIMILAR_SALON_AVERAGES = /* GraphQL */ `
  fragment SimilarSalonAveragesFields on SimilarSalonAverages {
    source
    salons
    retailPercent
    rebookPercent
    treatmentPercent
    help
  }
`;
