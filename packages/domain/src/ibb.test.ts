import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IBB_MODULES,
  defaultOpenModule,
  isModuleComplete,
  lessonButtonLabel,
  lessonHeading,
  moduleHeading,
  moduleSummary,
  nextButtonLabel,
  nextLesson,
  showNextButton,
  type IbbLesson,
} from './ibb.ts';

/** Three lessons in each of the five modules, listed out of order on purpose. */
const lessons: IbbLesson[] = IBB_MODULES.flatMap((module) =>
  [3, 1, 2].map((lessonNumber) => ({
    id: `${module.number}.${lessonNumber}`,
    moduleNumber: module.number,
    lessonNumber,
    name: `Lesson ${lessonNumber}`,
    estTimeMinutes: 5 * lessonNumber,
  })),
);
const done = (...ids: string[]) => new Set(ids);

describe('modules', () => {
  it('has the five modules with their names', () => {
    expect(IBB_MODULES.map((module) => moduleHeading(module.number))).toEqual([
      'Module 1 - Intro & Quick Start Guide',
      'Module 2 - Fundamentals',
      'Module 3 - Advanced',
      'Module 4 - Hot Tips and Extras',
      'Module 5 - Bonus - Hot tips & extras',
    ]);
  });

  it('is complete when its last lesson is', () => {
    expect(isModuleComplete(lessons, 1, done('1.1', '1.2'))).toBe(false);
    expect(isModuleComplete(lessons, 1, done('1.3'))).toBe(true);
    expect(isModuleComplete([], 1, done('1.3'))).toBe(false);
  });

  it('summarises videos and minutes', () => {
    expect(moduleSummary(lessons, 2)).toBe('3 videos (30 minutes total)');
    expect(moduleSummary(lessons.slice(0, 1), 1)).toBe('1 video (15 minutes total)');
  });
});

describe('default open module', () => {
  it.each([
    [[], 1],
    [['1.1'], 1],
    [['1.1', '1.2', '1.3'], 2],
    [['1.1', '1.2', '1.3', '2.1'], 2],
    [['1.3', '2.3', '4.1'], 4],
    [['1.3', '2.3', '3.1', '4.1'], 3],
    [IBB_MODULES.map((module) => `${module.number}.3`), 5],
  ])('with %j completed opens module %i', (completed, module) => {
    expect(defaultOpenModule(lessons, done(...completed))).toBe(module);
  });

  it('always opens a module that exists and comes after the last complete one', () => {
    const ids = lessons.map((lesson) => lesson.id);
    fc.assert(
      fc.property(fc.subarray(ids), (completed) => {
        const completedIds = done(...completed);
        const open = defaultOpenModule(lessons, completedIds);
        expect(IBB_MODULES.some((module) => module.number === open)).toBe(true);
        const lastComplete = Math.max(
          0,
          ...IBB_MODULES.map((m) => m.number).filter((n) => isModuleComplete(lessons, n, completedIds)),
        );
        expect(open).toBeGreaterThanOrEqual(Math.min(lastComplete + 1, 5));
      }),
    );
  });
});

describe('lessons', () => {
  it('moves to the next lesson in order, across modules, and ends at the last', () => {
    expect(nextLesson(lessons, '1.1')?.id).toBe('1.2');
    expect(nextLesson(lessons, '1.3')?.id).toBe('2.1');
    expect(nextLesson(lessons, '5.3')).toBeNull();
    expect(nextLesson(lessons, 'unknown')).toBeNull();
  });

  it('labels headings and buttons', () => {
    expect(lessonHeading({ moduleNumber: 2, lessonNumber: 3 })).toBe('MODULE 2 - LESSON 3');
    expect(lessonButtonLabel(false)).toBe('View');
    expect(lessonButtonLabel(true)).toBe('Watch again');
    expect(nextButtonLabel(true)).toBe('GO TO NEXT SESSION');
    expect(nextButtonLabel(false)).toBe('FINISH');
  });

  it('shows the next button only when the to-dos are done', () => {
    expect(showNextButton(0, 0)).toBe(true);
    expect(showNextButton(1, 2)).toBe(false);
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (completed, total) => {
        expect(showNextButton(completed, total)).toBe(completed >= total);
      }),
    );
  });
});
