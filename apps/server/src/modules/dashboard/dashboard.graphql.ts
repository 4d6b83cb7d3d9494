import { chartViewSchema } from '@piiq/domain/appointment-schemas';
import { NO_NAME } from '@piiq/domain/cart';
import { CHART_VIEWS } from '@piiq/domain/dates';
import {
  DEFAULT_CHART_VIEW,
  KPI_DEFINITIONS,
  SIMILAR_SALON_HELP,
  trend,
  WEEKLY_MEASURES,
  type Kpis,
  type SimilarSalonFigures,
  type StylistConversion,
  type WeeklyMeasure,
} from '@piiq/domain/kpi';
import { builder } from '../../graphql/builder.ts';
import { SalonRef } from '../salons/salons.graphql.ts';
import type { AnnouncementRow, WeeklyTipRow } from './dashboard.repository.ts';
import type { Chart, ChartPoint, DashboardFigures, News, WeeklyReport } from './dashboard.service.ts';

const ChartViewEnum = builder.enumType('ChartView', {
  description: 'The dashboard’s period: this week (from Monday), month or year in the salon’s time zone, or all time.',
  values: CHART_VIEWS,
});
const ChartKindEnum = builder.enumType('ChartKind', { values: ['COUNT', 'MONEY'] as const });
const TrendEnum = builder.enumType('Trend', {
  description: 'This week against last week.',
  values: ['UP', 'DOWN', 'SAME'] as const,
});
const WeeklyMeasureEnum = builder.enumType('WeeklyMeasure', { values: WEEKLY_MEASURES });
const SimilarSalonSourceEnum = builder.enumType('SimilarSalonSource', {
  description:
    'COHORT: averaged over similar salons on the platform; FIXED: the industry figures, while too few similar salons exist.',
  values: ['COHORT', 'FIXED'] as const,
});

const DashboardKpisRef = builder.objectRef<DashboardFigures['kpis']>('DashboardKpis').implement({
  description:
    'The key figures of the period; each field’s description is its definition, the tooltip the screens show.',
  fields: (t) => ({
    sessions: t.exposeInt('sessions', { description: KPI_DEFINITIONS.sessions }),
    clients: t.exposeInt('clients', { description: KPI_DEFINITIONS.clients }),
    retailPercent: t.exposeFloat('retailPercent', { description: KPI_DEFINITIONS.retailPercent }),
    productsSold: t.exposeInt('productsSold', { description: KPI_DEFINITIONS.productsSold }),
    retailRevenue: t.exposeInt('retailRevenueCents', { description: `Cents. ${KPI_DEFINITIONS.retailRevenue}` }),
    rebookPercent: t.exposeFloat('rebookPercent', { description: KPI_DEFINITIONS.rebookPercent }),
    treatmentPercent: t.exposeFloat('treatmentPercent', { description: KPI_DEFINITIONS.treatmentPercent }),
    productsPerSession: t.exposeFloat('productsPerSession', { description: KPI_DEFINITIONS.productsPerSession }),
  }),
});

const ChartPointRef = builder.objectRef<ChartPoint>('ChartPoint').implement({
  description: 'One bar or point: a day, or a month for year and all time, in the salon’s zone.',
  fields: (t) => ({
    label: t.exposeString('label', {
      description: 'Mon to Sun, the day of the month, or the month (Sept for September).',
    }),
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
    value: t.exposeInt('value', { description: 'A count, or cents on a money chart.' }),
  }),
});

const ChartRef = builder.objectRef<Chart>('Chart').implement({
  fields: (t) => ({
    kind: t.field({ type: ChartKindEnum, resolve: (chart) => chart.kind }),
    australiaWideMarker: t.exposeInt('australiaWideMarker', {
      description: 'The Australia-wide average line for this chart and view; cents on a money chart.',
    }),
    points: t.field({ type: [ChartPointRef], resolve: (chart) => chart.points }),
  }),
});

const StylistConversionRef = builder.objectRef<StylistConversion>('StylistConversion').implement({
  description:
    'One stylist’s sessions in the period and what their recommendations sold; sessions without a stylist are one row with a null staffId.',
  fields: (t) => ({
    staffId: t.exposeID('staffId', { nullable: true }),
    staffName: t.string({ resolve: (row) => row.staffName.trim() || NO_NAME }),
    sessions: t.exposeInt('sessions'),
    recommendations: t.exposeInt('recommendations', { description: 'Products recommended (Support Your Salon).' }),
    productsSold: t.exposeInt('productsFromRecommendations', {
      description: 'Units bought of the recommended products.',
    }),
    conversionPercent: t.exposeFloat('conversionPercent', {
      description: 'Share of recommendations the client bought.',
    }),
    rebookPercent: t.exposeFloat('rebookPercent'),
  }),
});

interface DashboardOf {
  figures: DashboardFigures;
  salon: { id: string; timeZone: string };
}

const DashboardRef = builder.objectRef<DashboardOf>('Dashboard').implement({
  description: 'The dashboard’s figures for one view, counted in the salon’s time zone.',
  fields: (t) => ({
    view: t.field({ type: ChartViewEnum, resolve: ({ figures }) => figures.view }),
    start: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The period’s start; null for all time.',
      resolve: ({ figures }) => figures.start,
    }),
    end: t.field({ type: 'DateTime', nullable: true, resolve: ({ figures }) => figures.end }),
    kpis: t.field({ type: DashboardKpisRef, resolve: ({ figures }) => figures.kpis }),
    sessionsChart: t.field({
      type: ChartRef,
      description: 'Client sessions per bucket.',
      resolve: ({ figures }) => figures.sessions,
    }),
    retailProductsChart: t.field({
      type: ChartRef,
      description: 'Products sold per bucket.',
      resolve: ({ figures }) => figures.retailProducts,
    }),
    retailMoneyChart: t.field({
      type: ChartRef,
      description: 'Retail revenue per bucket, in cents (AUD).',
      resolve: ({ figures }) => figures.retailMoney,
    }),
    stylists: t.field({
      type: [StylistConversionRef],
      description: 'Per-stylist conversion for the same period, read only when asked for.',
      resolve: ({ figures, salon }, _args, context) => context.services.dashboard.stylists(salon, figures.view),
    }),
  }),
});

const WeeklyFiguresRef = builder.objectRef<Kpis>('WeeklyFigures').implement({
  fields: (t) => ({
    totalAppointments: t.exposeInt('total'),
    retailPercent: t.exposeFloat('retailPercent'),
    rebookPercent: t.exposeFloat('rebookPercent'),
    treatmentPercent: t.exposeFloat('treatmentPercent'),
  }),
});

const MEASURE_FIELDS: Readonly<Record<WeeklyMeasure, keyof Kpis>> = {
  APPOINTMENTS: 'total',
  RETAIL: 'retailPercent',
  REBOOK: 'rebookPercent',
  TREATMENT: 'treatmentPercent',
};

const WeeklyTrendsRef = builder.objectRef<WeeklyReport>('WeeklyTrends').implement({
  description: 'The arrow of each measure.',
  fields: (t) => ({
    totalAppointments: t.field({ type: TrendEnum, resolve: (report) => trendOf(report, 'APPOINTMENTS') }),
    retail: t.field({ type: TrendEnum, resolve: (report) => trendOf(report, 'RETAIL') }),
    rebook: t.field({ type: TrendEnum, resolve: (report) => trendOf(report, 'REBOOK') }),
    treatment: t.field({ type: TrendEnum, resolve: (report) => trendOf(report, 'TREATMENT') }),
  }),
});

function trendOf(report: WeeklyReport, measure: WeeklyMeasure) {
  const field = MEASURE_FIELDS[measure];
  return trend(report.thisWeek[field], report.lastWeek[field]);
}

const WeeklyReportRef = builder.objectRef<WeeklyReport>('WeeklyReport').implement({
  description: 'This week (from Monday in the salon’s zone) against the whole of last week.',
  fields: (t) => ({
    thisWeekStart: t.expose('thisWeekStart', { type: 'DateTime' }),
    lastWeekStart: t.expose('lastWeekStart', { type: 'DateTime' }),
    thisWeek: t.field({ type: WeeklyFiguresRef, resolve: (report) => report.thisWeek }),
    lastWeek: t.field({ type: WeeklyFiguresRef, resolve: (report) => report.lastWeek }),
    trends: t.field({ type: WeeklyTrendsRef, resolve: (report) => report }),
  }),
});

const SimilarSalonAveragesRef = builder.objectRef<SimilarSalonFigures>('SimilarSalonAverages').implement({
  description: 'What salons like this one achieve; never any one salon’s own figures.',
  fields: (t) => ({
    source: t.field({ type: SimilarSalonSourceEnum, resolve: (figures) => figures.source }),
    salons: t.exposeInt('salons', { description: 'Salons averaged; 0 for the fixed figures.' }),
    retailPercent: t.float({ resolve: (figures) => figures.averages.retailPercent }),
    rebookPercent: t.float({ resolve: (figures) => figures.averages.rebookPercent }),
    treatmentPercent: t.float({ resolve: (figures) => figures.averages.treatmentPercent }),
    help: t.string({
      description: 'How similar salons are chosen, for the page’s help text.',
      resolve: () => SIMILAR_SALON_HELP,
    }),
  }),
});

const WeeklyTipRef = builder.objectRef<WeeklyTipRow>('WeeklyTip').implement({
  description: 'Advice shown under a measure of the weekly report.',
  fields: (t) => ({
    id: t.exposeID('id'),
    measure: t.field({ type: WeeklyMeasureEnum, resolve: (tip) => tip.measure }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
  }),
});

const AnnouncementRef = builder.objectRef<AnnouncementRow>('Announcement').implement({
  description: 'A news card of the dashboard.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    linkUrl: t.exposeString('linkUrl', { nullable: true }),
    linkLabel: t.exposeString('linkLabel', { nullable: true }),
    imagePath: t.exposeString('imagePath', { nullable: true }),
    publishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (card) => card.publishedAt }),
  }),
});

const NewsRef = builder.objectRef<News>('News').implement({
  fields: (t) => ({
    heading: t.exposeString('heading', {
      nullable: true,
      description: 'Such as News - April 2022; null when nothing is published.',
    }),
    cards: t.field({ type: [AnnouncementRef], description: 'Newest first.', resolve: (news) => news.cards }),
  }),
});

builder.objectFields(SalonRef, (t) => ({
  dashboard: t.field({
    type: DashboardRef,
    description: 'The dashboard’s KPIs and charts for a view, with the Australia-wide markers.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    args: { view: t.arg({ type: ChartViewEnum, defaultValue: DEFAULT_CHART_VIEW, validate: chartViewSchema }) },
    resolve: async (salon, args, context) => ({
      salon,
      figures: await context.services.dashboard.dashboard(
        salon,
        chartViewSchema.parse(args.view ?? DEFAULT_CHART_VIEW),
      ),
    }),
  }),
  weeklyReport: t.field({
    type: WeeklyReportRef,
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (salon, _args, context) => context.services.dashboard.weeklyReport(salon),
  }),
  similarSalonAverages: t.field({
    type: SimilarSalonAveragesRef,
    description:
      'The weekly report’s comparison: similar salons over the 12 weeks before this one, or the fixed figures.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (salon, _args, context) => context.services.dashboard.similarSalons(salon),
  }),
  weeklyTips: t.field({
    type: [WeeklyTipRef],
    description: 'Tips for each measure of the weekly report, in order.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (_salon, _args, context) => context.services.dashboard.weeklyTips(),
  }),
  news: t.field({
    type: NewsRef,
    description: 'The dashboard’s news heading and its published cards.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (_salon, _args, context) => context.services.dashboard.news(),
  }),
}));
