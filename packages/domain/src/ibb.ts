/** IBB, the Instant Business Booster: a 21-day programme of video lessons in five modules. */

export const IBB_TITLE = 'Instant Business Booster';

export const IBB_MODULES = [
  { number: 1, name: 'Intro & Quick Start Guide' },
  { number: 2, name: 'Fundamentals' },
  { number: 3, name: 'Advanced' },
  { number: 4, name: 'Hot Tips and Extras' },
  { number: 5, name: 'Bonus - Hot tips & extras' },
] as const;

export interface IbbLesson {
  id: string;
  moduleNumber: number;
  lessonNumber: number;
  name: string;
  estTimeMinutes: number;
}

export function moduleHeading(moduleNumber: number): string {
  const module = IBB_MODULES.find((candidate) => candidate.number === moduleNumber);
  return module ? `Module ${module.number} - ${module.name}` : `Module ${moduleNumber}`;
}

export function lessonHeading(lesson: Pick<IbbLesson, 'moduleNumber' | 'lessonNumber'>): string {
  return `MODULE ${lesson.moduleNumber} - LESSON ${lesson.lessonNumber}`;
}

/** The programme's order: by module, then by lesson within it. */
function inOrder(lessons: readonly IbbLesson[]): IbbLesson[] {
  return [...lessons].sort((a, b) => a.moduleNumber - b.moduleNumber || a.lessonNumber - b.lessonNumber);
}

function lessonsOf(lessons: readonly IbbLesson[], moduleNumber: number): IbbLesson[] {
  return inOrder(lessons.filter((lesson) => lesson.moduleNumber === moduleNumber));
}

/** A module is complete when its last lesson is, as the programme is taken in order. */
export function isModuleComplete(
  lessons: readonly IbbLesson[],
  moduleNumber: number,
  completedIds: ReadonlySet<string>,
): boolean {
  const last = lessonsOf(lessons, moduleNumber).at(-1);
  return last !== undefined && completedIds.has(last.id);
}

function isModuleStarted(lessons: readonly IbbLesson[], moduleNumber: number, completedIds: ReadonlySet<string>) {
  return lessonsOf(lessons, moduleNumber).some((lesson) => completedIds.has(lesson.id));
}

/**
 * The accordion opened on arrival: after the last complete module, the first one already started,
 * else the next one; with every module complete, the last one stays open.
 */
export function defaultOpenModule(lessons: readonly IbbLesson[], completedIds: ReadonlySet<string>): number {
  const numbers: number[] = IBB_MODULES.map((module) => module.number);
  const lastComplete = Math.max(0, ...numbers.filter((n) => isModuleComplete(lessons, n, completedIds)));
  const remaining = numbers.filter((n) => n > lastComplete);
  const started = remaining.find((n) => isModuleStarted(lessons, n, completedIds));
  return started ?? remaining[0] ?? numbers[numbers.length - 1] ?? 1;
}

/** Where finishing a lesson leads: the next lesson in order, or null for back to the list. */
export function nextLesson(lessons: readonly IbbLesson[], currentId: string): IbbLesson | null {
  const ordered = inOrder(lessons);
  const index = ordered.findIndex((lesson) => lesson.id === currentId);
  return index < 0 ? null : (ordered[index + 1] ?? null);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** 'N videos (M minutes total)'; a single video or minute reads in the singular. */
export function moduleSummary(lessons: readonly IbbLesson[], moduleNumber: number): string {
  const ofModule = lessonsOf(lessons, moduleNumber);
  const minutes = ofModule.reduce((sum, lesson) => sum + lesson.estTimeMinutes, 0);
  return `${plural(ofModule.length, 'video')} (${plural(minutes, 'minute')} total)`;
}

export function lessonButtonLabel(completed: boolean): string {
  return completed ? 'Watch again' : 'View';
}

/** The lesson's to-dos must all be done before moving on. */
export function showNextButton(completedTodos: number, lessonTodos: number): boolean {
  return completedTodos >= lessonTodos;
}

export function nextButtonLabel(hasNextLesson: boolean): string {
  return hasNextLesson ? 'GO TO NEXT SESSION' : 'FINISH';
}

export const ibbMessages = {
  inviteSent: 'Invite successfully sent.',
  linkSent: (email: string) => `We emailed a link to ${email}. Open it on this device to see your progress.`,
  linkInvalid: 'This link has expired or is not valid. Enter your email below for a new one.',
  learnerRequired: 'Log in with your email to save your progress.',
  todosFirst: 'Tick every to-do of this lesson first.',
} as const;

/** How long an emailed IBB link opens, and how long the device it was opened on stays logged in. */
export const IBB_LINK_HOURS = 24;
export const IBB_LEARNER_DAYS = 180;
