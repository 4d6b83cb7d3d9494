import { graphql, type ResultOf } from '../../lib/graphql.ts';

/**
 * The view's KPIs, charts and stylist rows in one request. `allTime` tells a salon with no sessions
 * in this view from one with none at all (which gets sample data); the all-time view answers that
 * itself, so it skips the second count.
 */
export const GetDashboard = graphql(`
  query GetDashboard($salonId: ID!, $view: ChartView!, $isAllTime: Boolean!) {
    salon(id: $salonId) {
      id
      timeZone
      mirrorAllowance {
        allowed
        paired
      }
      dashboard(view: $view) {
        view
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
      allTime: dashboard(view: all) @skip(if: $isAllTime) {
        kpis {
          sessions
        }
      }
    }
  }
`);

/** The news heading and its cards, the same for every view. */
export const GetDashboardNews = graphql(`
  query GetDashboardNews($salonId: ID!) {
    salon(id: $salonId) {
      id
      news {
        heading
        cards {
          id
          title
          body
          linkUrl
          linkLabel
        }
      }
    }
  }
`);

export type DashboardFigures = ResultOf<typeof GetDashboard>['salon']['dashboard'];
export type DashboardKpiFigures = DashboardFigures['kpis'];
export type DashboardChart = DashboardFigures['sessionsChart'];
export type StylistRow = DashboardFigures['stylists'][number];
export type NewsCard = ResultOf<typeof GetDashboardNews>['salon']['news']['cards'][number];
