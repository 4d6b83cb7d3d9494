import { WEEKLY_MEASURES } from '@piiq/domain/kpi';
import { ANNOUNCEMENTS, NEWS_HEADING, WEEKLY_TIPS } from '../demo-content.ts';
import { DAY, type DemoContext } from './demo-context.ts';

/** The dashboard's news cards and the weekly report's tips for each measure. */
export function seedDashboard(demo: DemoContext): void {
  const { data, id, at } = demo;
  ANNOUNCEMENTS.forEach((card, i) => {
    data.announcements.push({
      id: id(),
      heading: NEWS_HEADING,
      title: card.title,
      body: card.body,
      linkUrl: card.linkUrl,
      linkLabel: card.linkLabel,
      position: i + 1,
      publishedAt: at(30 * DAY),
      createdAt: at(30 * DAY),
    });
  });
  for (const measure of WEEKLY_MEASURES) {
    WEEKLY_TIPS[measure].forEach((tip, i) => {
      data.weeklyTips.push({
        id: id(),
        measure,
        position: i + 1,
        title: tip.title,
        body: tip.body,
        createdAt: at(30 * DAY),
      });
    });
  }
}
