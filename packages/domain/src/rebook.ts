import { formatDay, salonHour, salonTimeDaysBefore } from './dates.ts';

export type RebookStatus = 'COMPLETED' | 'SCHEDULED' | 'OPEN' | 'N/A';

/** Timestamps arrive as Date on the server and as ISO text in the browser; only their presence matters here. */
type Instant = Date | string | null | undefined;

export interface RebookFields {
  /** When the appointment took place: a reminder counts its delay from then. */
  createdAt?: Instant;
  /** Null for a session nobody signed in to: there is no one to remind. */
  clientId?: string | null;
  /** Weeks until the next visit, as the stylist set them; 0 or none leaves the reminder to the salon's delay. */
  rebookDelay?: number | null;
  rebookLength?: number | null;
  rebookNotificationScheduledAt?: Instant;
  rebookNotificationSentAt?: Instant;
  rebookedAt?: Instant;
}

/** A rebook length of 0 minutes suggests nothing to book, so it counts as no suggestion. */
export function rebookStatus(appointment: RebookFields): RebookStatus {
  if (appointment.rebookedAt) return 'COMPLETED';
  if (appointment.rebookNotificationScheduledAt) return 'SCHEDULED';
  if (appointment.rebookLength) return 'OPEN';
  return 'N/A';
}

export type RebookAction = 'SETUP_REMINDER' | 'REMOVE_REMINDER' | 'MARK_REBOOKED' | 'REOPEN';

export const REBOOK_ACTION_LABELS: Readonly<Record<RebookAction, string>> = {
  SETUP_REMINDER: 'Setup Reminder',
  REMOVE_REMINDER: 'Remove Reminder',
  MARK_REBOOKED: 'Mark as Rebooked',
  REOPEN: 'Reopen',
};

/** The API keeps the product's call names (docs/product-rules.md). */
export const REBOOK_ACTION_CALLS: Readonly<Record<RebookAction, string>> = {
  SETUP_REMINDER: 'enableAppointmentReminder',
  REMOVE_REMINDER: 'disableAppointmentReminder',
  MARK_REBOOKED: 'setAppointmentRebooked',
  REOPEN: 'clearAppointmentRebooked',
};

/** A client may rebook without a suggestion, so Mark as Rebooked is offered whenever the visit is not rebooked yet. */
const ACTIONS_BY_STATUS: Readonly<Record<RebookStatus, readonly RebookAction[]>> = {
  OPEN: ['SETUP_REMINDER', 'MARK_REBOOKED'],
  SCHEDULED: ['REMOVE_REMINDER', 'MARK_REBOOKED'],
  COMPLETED: ['REOPEN'],
  'N/A': ['MARK_REBOOKED'],
};

/**
 * Once the reminder has gone to the client the record is history: nothing can change it. A session
 * without a client can be marked rebooked, but has no one to send a reminder to.
 */
export function availableRebookActions(appointment: RebookFields): readonly RebookAction[] {
  if (appointment.rebookNotificationSentAt) return [];
  const actions = ACTIONS_BY_STATUS[rebookStatus(appointment)];
  return appointment.clientId === null ? actions.filter((action) => action !== 'SETUP_REMINDER') : actions;
}

/**
 * Whether the appointment already stands where the action leads, so a second click of the same
 * button (or a retried request) is answered with the record as it is rather than an error.
 */
export function rebookActionDone(appointment: RebookFields, action: RebookAction): boolean {
  const status = rebookStatus(appointment);
  switch (action) {
    case 'SETUP_REMINDER':
      return status === 'SCHEDULED';
    case 'REMOVE_REMINDER':
      return status === 'OPEN' || status === 'N/A';
    case 'MARK_REBOOKED':
      return status === 'COMPLETED';
    case 'REOPEN':
      return status !== 'COMPLETED';
  }
}

export interface RebookChange {
  rebookNotificationScheduledAt: Date | null;
  rebookedAt: Date | null;
}

/**
 * The length a client's own rebook request opens the rebook with when the stylist suggested none:
 * the mirror's usual visit. A request is recorded by the rebook it opens (OPEN), as the mirror's is.
 */
export const CLIENT_REBOOK_LENGTH_MINUTES = 60;

/**
 * Whether the client may still ask to rebook from the portal: nothing is asked, scheduled, sent or
 * rebooked yet. An open rebook is a request the salon already has (the mirror's, or the portal's).
 */
export function canAskToRebook(appointment: RebookFields): boolean {
  return rebookStatus(appointment) === 'N/A' && !appointment.rebookNotificationSentAt;
}

/** The portal's words for a client's rebook request (the appointment's details). */
export const portalRebookWords = {
  ask: 'Ask to rebook',
  received: 'Your salon has your rebook request.',
  /** Followed by the reminder's day in the salon's zone and a full stop. */
  reminderOn: 'We will email you a reminder on',
  sentOn: 'We emailed you a reminder on',
} as const;

/** The salon's switch beside its rebook delay and message (Settings > Salon, and the setup wizard's Rebooking step). */
export const SCHEDULE_REMINDER_ON_REQUEST_LABEL = 'Schedule the reminder when a client asks to rebook';
export const SCHEDULE_REMINDER_ON_REQUEST_HELP =
  'A rebook request then schedules the reminder with this message and delay, as Setup Reminder would.';

/** The salon's message when it has not written one (Settings, Salon: rebook message). */
export const DEFAULT_REBOOK_MESSAGE = 'It is nearly time for your next visit. We would love to see you again.';

/**
 * What the rebook message field starts from: the salon's own words, or, until it has some, the
 * message its clients get meanwhile, for the owner to edit. The reminder adds the greeting, the
 * booking link and the salon's name around it, so the message needs no placeholders.
 */
export function rebookMessageDraft(saved: string | null | undefined): string {
  return saved?.trim() ? saved : DEFAULT_REBOOK_MESSAGE;
}

/** The reminder's line naming its day, in the salon's zone, as the record and the portal write it. */
export const REMINDER_DAY_LABEL = 'Suggested date for your next visit:';

/**
 * The reminder a client receives when it falls due: the salon's own rebook message, the day the
 * record and the portal name for it, and, when the salon has one, its booking link.
 */
export function rebookReminderEmail(input: {
  salonName: string;
  clientName: string;
  message: string | null;
  bookingUrl: string | null;
  /** When the reminder was scheduled for: the stylist's interval after the visit, or the salon's delay. */
  scheduledAt: Date;
  timeZone: string;
}): {
  subject: string;
  text: string;
} {
  const firstName = input.clientName.trim().split(/\s+/)[0] ?? '';
  const lines = [
    firstName ? `Hi ${firstName},` : 'Hi,',
    '',
    input.message?.trim() || DEFAULT_REBOOK_MESSAGE,
    '',
    `${REMINDER_DAY_LABEL} ${formatDay(input.scheduledAt, input.timeZone)}.`,
    ...(input.bookingUrl?.trim() ? ['', `Book your next visit: ${input.bookingUrl.trim()}`] : []),
    '',
    'See you soon,',
    input.salonName,
  ];
  return { subject: `Time to book your next visit at ${input.salonName}`, text: lines.join('\n') };
}

/**
 * Whether a reminder that falls due is still wanted: the appointment still has that reminder
 * scheduled (Remove Reminder, Mark as Rebooked or a new schedule cancel it) and none went out.
 */
export function reminderStillDue(appointment: RebookFields, scheduledAt: Date): boolean {
  const scheduled = asDate(appointment.rebookNotificationScheduledAt);
  return (
    !appointment.rebookNotificationSentAt &&
    !appointment.rebookedAt &&
    scheduled !== null &&
    scheduled.getTime() === scheduledAt.getTime()
  );
}

export const rebookErrorMessages = {
  NOTIFICATION_SENT: 'The rebook reminder has already been sent, so this rebooking can no longer be changed.',
  NOT_AVAILABLE: 'That rebooking action is not available for this appointment right now.',
} as const;

export type RebookError = { code: keyof typeof rebookErrorMessages; message: string };

export type RebookResult = { ok: true; change: RebookChange } | { ok: false; error: RebookError };

const failure = (code: keyof typeof rebookErrorMessages): RebookResult => ({
  ok: false,
  error: { code, message: rebookErrorMessages[code] },
});

const asDate = (instant: Instant): Date | null => (instant ? new Date(instant) : null);

/**
 * The hours of the salon's day a reminder may reach a client: from 09:00 until 20:00 on the salon's
 * clock. A reminder due on a day goes at 10:00 there; one whose moment has passed goes at once within
 * these hours, else at the next 10:00, so no client is emailed at night.
 */
export const REMINDER_HOURS = { opens: 9, closes: 20, usual: 10 } as const;

/** Whether a reminder may go out at this moment: within REMINDER_HOURS on the salon's clock. */
export function isReminderHour(at: Date, zone: string): boolean {
  const hour = salonHour(at, zone);
  return hour >= REMINDER_HOURS.opens && hour < REMINDER_HOURS.closes;
}

/** 10:00 on the salon's clock, `days` calendar days after the salon day of `at`. */
const usualHourOfDay = (at: Date, days: number, zone: string): Date =>
  salonTimeDaysBefore(at, -days, REMINDER_HOURS.usual, 0, zone);

/**
 * When a reminder is sent: the delay in calendar days after `from` (the appointment, or the request
 * when there is none), at 10:00 on the salon's clock that day. A moment already passed becomes now,
 * within the reminder hours, or else the next 10:00. Which delay is rebookReminderDueAt's to decide.
 */
export function reminderSendTime(from: Date, delayDays: number, timeZone: string, now: Date): Date {
  const due = usualHourOfDay(from, Math.max(0, Math.trunc(delayDays)), timeZone);
  if (due.getTime() >= now.getTime()) return due;
  if (isReminderHour(now, timeZone)) return now;
  return usualHourOfDay(now, salonHour(now, timeZone) < REMINDER_HOURS.usual ? 0 : 1, timeZone);
}

/**
 * When the appointment's rebook reminder is due: the interval the stylist set on the appointment
 * (weeks until the next visit) after the visit, or, when none was set, the salon's delay in days, by
 * reminderSendTime. Setup Reminder, a client's rebook request and a changed interval all schedule by
 * it, so the record, the portal and the email agree on the one moment it stores.
 */
export function rebookReminderDueAt(
  appointment: Pick<RebookFields, 'createdAt' | 'rebookDelay'>,
  salon: { rebookNotificationDelay: number; timeZone: string },
  now: Date,
): Date {
  const days = appointment.rebookDelay ? appointment.rebookDelay * 7 : salon.rebookNotificationDelay;
  return reminderSendTime(asDate(appointment.createdAt) ?? now, days, salon.timeZone, now);
}

/**
 * The new rebook fields after an action (a reminder at rebookReminderDueAt). Marking rebooked drops any pending reminder (the
 * client has booked, so a reminder would only nag), which is why Reopen lands on OPEN, not SCHEDULED.
 */
export function applyRebookAction(
  appointment: RebookFields,
  action: RebookAction,
  now: Date,
  salon: { rebookNotificationDelay: number; timeZone: string },
): RebookResult {
  if (appointment.rebookNotificationSentAt) return failure('NOTIFICATION_SENT');
  if (!availableRebookActions(appointment).includes(action)) return failure('NOT_AVAILABLE');
  const current: RebookChange = {
    rebookNotificationScheduledAt: asDate(appointment.rebookNotificationScheduledAt),
    rebookedAt: asDate(appointment.rebookedAt),
  };
  switch (action) {
    case 'SETUP_REMINDER':
      return {
        ok: true,
        change: { ...current, rebookNotificationScheduledAt: rebookReminderDueAt(appointment, salon, now) },
      };
    case 'REMOVE_REMINDER':
      return { ok: true, change: { ...current, rebookNotificationScheduledAt: null } };
    case 'MARK_REBOOKED':
      return { ok: true, change: { rebookNotificationScheduledAt: null, rebookedAt: now } };
    case 'REOPEN':
      return { ok: true, change: { ...current, rebookedAt: null } };
  }
}
