import { salonTimeDaysBefore } from '@piiq/domain/dates';
import { SCALP_CONCERN_KEYS, STYLIST_NOTES } from '../demo-content.ts';
import { fileUrl, image360File, initialsOf, lookFile, portraitFile, type DemoFile } from '../demo-images.ts';
import type { Person } from './accounts.ts';
import type { SalonShelf } from './catalog.ts';
import { DAY, DEMO_DAYS, HOUR, MINUTE, type DemoContext } from './demo-context.ts';
import { seedPurchase, type PendingOrder } from './orders.ts';
import type { SalonPlan } from './salons.ts';
import type { TeamMember } from './staff.ts';

const SVG = 'image/svg+xml';

/** The pictures the mirror takes and shows: a few 360 views and liked looks, one portrait per initials. */
export interface MirrorGallery {
  views360: DemoFile[];
  looks: DemoFile[];
  portraitUrl: (name: string) => string;
}

export function seedMirrorGallery(demo: DemoContext): MirrorGallery {
  const { data } = demo;
  const views360 = Array.from({ length: 6 }, (_, i) => image360File(i));
  const looks = Array.from({ length: 12 }, (_, i) => lookFile(i));
  data.files.push(...views360, ...looks);
  const portraits = new Map<string, string>();
  const portraitUrl = (name: string) => {
    const initials = initialsOf(name);
    let url = portraits.get(initials);
    if (!url) {
      const file = portraitFile(initials);
      data.files.push(file);
      url = fileUrl(file);
      portraits.set(initials, url);
    }
    return url;
  };
  return { views360, looks, portraitUrl };
}

export interface SalonVisits {
  plan: SalonPlan;
  salonId: string;
  team: readonly TeamMember[];
  /** The salon's clients, the demo client first at the showcase salon. */
  clients: readonly Person[];
  demoClient: Person;
  shelf: SalonShelf;
  gallery: MirrorGallery;
}

/**
 * The salon's mirror sessions: appointments with their analysis, rebook state, recommendations,
 * likes and shares, and what was bought. Answers each client's first visit.
 */
export function seedVisits(demo: DemoContext, salon: SalonVisits, orders: PendingOrder[]): Map<string, Date> {
  const { faker, data, now, id, chance } = demo;
  const { plan, salonId, team, clients, demoClient, shelf } = salon;
  const { views360, looks, portraitUrl } = salon.gallery;
  const firstVisit = new Map<string, Date>();

  // Visits: a few today and yesterday so the day filters show something, the rest over 18 months,
  // denser lately as the salon got used to the mirror.
  const visitTimes: Date[] = [];
  const totalVisits = plan.visits + (plan.showcase ? 6 : 0);
  for (let i = 0; i < plan.visits; i++) {
    const days =
      i < 4
        ? 0
        : i < 9
          ? 1
          : i < 17
            ? faker.number.int({ min: 2, max: 6 })
            : Math.floor(DEMO_DAYS * faker.number.float({ min: 0, max: 1 }) ** 1.3);
    visitTimes.push(
      salonTimeDaysBefore(
        now,
        days,
        faker.number.int({ min: 9, max: 17 }),
        faker.helpers.arrayElement([0, 15, 30, 45]),
        plan.timeZone,
      ),
    );
  }
  const demoClientDays = [3, 41, 96, 160, 262, 400];
  for (const days of plan.showcase ? demoClientDays : []) {
    visitTimes.push(salonTimeDaysBefore(now, days, 10, 30, plan.timeZone));
  }

  for (let v = 0; v < totalVisits; v++) {
    const planned = visitTimes[v] ?? now;
    const daysAgo = (now.getTime() - planned.getTime()) / DAY;
    // A visit planned for later today has not happened yet: it took place earlier today if the
    // salon has opened, else at the same hour the day before, so every visit stays in salon hours.
    let createdAt = planned;
    const latest = now.getTime() - 15 * MINUTE;
    if (planned.getTime() > latest) {
      const opened = salonTimeDaysBefore(now, 0, 9, 0, plan.timeZone).getTime();
      const slots = Math.floor((latest - opened) / (5 * MINUTE));
      createdAt =
        slots > 0
          ? new Date(opened + faker.number.int({ min: 0, max: slots }) * 5 * MINUTE)
          : new Date(planned.getTime() - DAY);
    }
    const forDemoClient = v >= plan.visits;
    const client = forDemoClient
      ? demoClient
      : chance(0.07)
        ? null
        : (clients[1 + Math.floor((clients.length - 1) * faker.number.float({ min: 0, max: 1 }) ** 1.6)] ?? null);
    const onDuty = team.filter((s) => s.leftDaysAgo === undefined || daysAgo > s.leftDaysAgo);
    const stylist = chance(0.04) ? null : faker.helpers.arrayElement(onDuty);
    const appointmentId = id();

    const analysed = forDemoClient || chance(0.93);
    const score = () => Math.round((faker.number.int({ min: 0, max: 20 }) + faker.number.int({ min: 0, max: 20 })) / 2);
    const concerns = analysed ? faker.helpers.arrayElements(SCALP_CONCERN_KEYS, { min: 0, max: 3 }) : [];
    const treatment = analysed
      ? faker.helpers.weightedArrayElement([
          { weight: 20, value: 'scalp' as const },
          { weight: 25, value: 'protein' as const },
          { weight: 35, value: 'moisture' as const },
          { weight: 20, value: 'none' as const },
        ])
      : null;

    // Rebook state: none / OPEN / SCHEDULED (sent once its time passed) / COMPLETED.
    const rebook = faker.helpers.weightedArrayElement([
      { weight: 30, value: 'none' as const },
      { weight: 20, value: 'open' as const },
      { weight: 28, value: 'scheduled' as const },
      { weight: 22, value: 'rebooked' as const },
    ]);
    const rebookDelay = rebook === 'none' ? null : faker.number.int({ min: 4, max: 10 });
    const rebookLength = rebook === 'none' ? null : faker.helpers.arrayElement([30, 45, 60, 90, 120]);
    let scheduledAt: Date | null = null;
    let sentAt: Date | null = null;
    let rebookedAt: Date | null = null;
    if (rebook === 'scheduled' && rebookDelay !== null) {
      scheduledAt = new Date(createdAt.getTime() + rebookDelay * 7 * DAY);
      // A reminder whose time has passed was sent then: an unsent one in the past would make the
      // reminder job send dozens of stale notifications on first start.
      if (scheduledAt.getTime() <= now.getTime()) sentAt = new Date(scheduledAt.getTime() + 2 * MINUTE);
    }
    if (rebook === 'rebooked') {
      const remindedFirst =
        chance(0.4) && rebookDelay !== null && createdAt.getTime() + rebookDelay * 7 * DAY + 3 * DAY < now.getTime();
      if (remindedFirst && rebookDelay !== null) {
        scheduledAt = new Date(createdAt.getTime() + rebookDelay * 7 * DAY);
        sentAt = new Date(scheduledAt.getTime() + 2 * MINUTE);
        rebookedAt = new Date(sentAt.getTime() + faker.number.int({ min: 2, max: 72 }) * HOUR);
      } else {
        const later = new Date(createdAt.getTime() + faker.number.int({ min: 5, max: 240 }) * MINUTE);
        rebookedAt = later > now ? new Date(Math.max(createdAt.getTime(), now.getTime() - MINUTE)) : later;
      }
    }

    // Recommendations, purchases and the cart
    const recCount = analysed ? faker.number.int({ min: 1, max: 10 }) : 0;
    const recs = faker.helpers
      .arrayElements(shelf.recommendable, Math.min(recCount, shelf.recommendable.length))
      .sort((a, b) => Number(b.brand === plan.preferred) - Number(a.brand === plan.preferred));
    recs.forEach((product, position) => {
      data.appointmentRecommendations.push({
        id: id(),
        appointmentId,
        position,
        productId: product.id,
        sku: product.sku,
        createdAt: new Date(createdAt.getTime() + 6 * MINUTE),
      });
    });
    const buys = client !== null && recs.length > 0 && (forDemoClient ? v === plan.visits : chance(0.4));
    const bought = buys ? faker.helpers.arrayElements(recs, { min: 1, max: Math.min(3, recs.length) }) : [];
    const pickup = bought.length > 0 && (forDemoClient || chance(0.55));

    seedPurchase(
      demo,
      {
        salonId,
        plan,
        priceOf: shelf.priceOf,
        appointmentId,
        createdAt,
        daysAgo,
        client,
        forDemoClient,
        bought,
        pickup,
      },
      orders,
    );

    const selfie = client && chance(0.95) ? portraitUrl(client.name) : null;
    const view360 = analysed && chance(0.9) ? fileUrl(faker.helpers.arrayElement(views360)) : null;
    data.appointments.push({
      id: appointmentId,
      salonId,
      clientId: client?.id ?? null,
      staffId: stylist?.id ?? null,
      createdAt,
      updatedAt: rebookedAt ?? sentAt ?? createdAt,
      treatment,
      notes: chance(0.35) ? faker.helpers.arrayElement(STYLIST_NOTES) : null,
      rebookDelay,
      rebookLength,
      rebookNotificationScheduledAt: scheduledAt,
      rebookNotificationSentAt: sentAt,
      rebookedAt,
      salonPickup: pickup,
      purchasedItems: bought.map((p) => p.sku),
      colorSensitivity: analysed ? score() : null,
      curl: analysed ? score() : null,
      density: analysed ? score() : null,
      elasticity: analysed ? score() : null,
      porous: analysed ? score() : null,
      texture: analysed ? score() : null,
      scalpConcerns: concerns.length > 0 ? concerns.join(',') : null,
      clientSelfieImageUrl: selfie,
      clientSelfieImageContentType: selfie ? SVG : null,
      client360ImageUrl: view360,
      client360ImageContentType: view360 ? SVG : null,
    });

    const likes = analysed ? faker.helpers.arrayElements(looks, { min: 0, max: 4 }) : [];
    likes.forEach((look, i) => {
      data.appointmentImageLikes.push({
        id: id(),
        appointmentId,
        imageUrl: fileUrl(look),
        createdAt: new Date(createdAt.getTime() + (3 + i) * MINUTE),
      });
    });
    if (likes.length > 0 && client && chance(0.3)) {
      const targets = faker.helpers.arrayElements(['instagram', 'facebook', client.email], { min: 1, max: 2 });
      targets.forEach((sharedTo, i) => {
        data.appointmentImageShares.push({
          id: id(),
          appointmentId,
          sharedTo,
          createdAt: new Date(createdAt.getTime() + (8 + i) * MINUTE),
        });
      });
    }
    if (client) {
      const known = firstVisit.get(client.id);
      if (!known || createdAt < known) firstVisit.set(client.id, createdAt);
      data.mirrorSessions.push({
        id: id(),
        salonId,
        userId: client.id,
        appointmentId,
        devicePlatform: 'ANDROID',
        deviceToken: 'demo-mirror',
        existingAppointment: false,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return firstVisit;
}
