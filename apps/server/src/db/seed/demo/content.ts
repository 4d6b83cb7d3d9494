import { shippedVideoUrl } from '@piiq/domain/videos';
import { ACADEMY, academyTranscriptHtml, IBB_MODULES, lessonTranscriptHtml, TERMS } from '../demo-content.ts';
import { fileUrl, type DemoFile } from '../demo-images.ts';
import type { Person } from './accounts.ts';
import { DAY, type DemoContext } from './demo-context.ts';

/** Terms of service, the IBB course with the owner's progress and the academy. */
export function seedContent(demo: DemoContext, owner: Person, looks: readonly DemoFile[]): void {
  const { faker, data, id, at } = demo;
  for (const terms of TERMS) {
    data.termsOfService.push({
      id: id(),
      locale: terms.locale,
      version: terms.version,
      bodyHtml: terms.bodyHtml,
      publishedAt: at(400 * DAY),
    });
  }
  const lessonIds: string[][] = [];
  for (const module of IBB_MODULES) {
    data.ibbModules.push({ id: id(), moduleNumber: module.moduleNumber, name: module.name });
    const ids: string[] = [];
    module.lessons.forEach((lesson, i) => {
      const lessonId = id();
      ids.push(lessonId);
      data.ibbLessons.push({
        id: lessonId,
        moduleNumber: module.moduleNumber,
        lessonNumber: i + 1,
        name: lesson.name,
        description: lesson.description,
        estTimeMinutes: faker.number.int({ min: 4, max: 12 }),
        videoUrl: shippedVideoUrl(lesson.video),
        transcriptHtml: lessonTranscriptHtml(lesson, module.name),
        createdAt: at(700 * DAY),
      });
      lesson.todos.forEach((todo, position) =>
        data.ibbTodos.push({ id: id(), lessonId, todo, position: position + 1 }),
      );
    });
    lessonIds.push(ids);
  }
  // The owner finished module 1 and is part-way through module 2.
  const done = [...(lessonIds[0] ?? []), ...(lessonIds[1] ?? []).slice(0, 2)];
  done.forEach((lessonId, i) => {
    data.ibbCompletions.push({
      id: id(),
      email: owner.email,
      userId: owner.id,
      lessonId,
      completedAt: at((60 - i * 3) * DAY),
    });
  });

  ACADEMY.forEach((item, i) => {
    data.academyContent.push({
      id: id(),
      name: item.name,
      videoUrl: shippedVideoUrl(item.video),
      transcriptHtml: academyTranscriptHtml(item),
      images: faker.helpers.arrayElements(looks, { min: 2, max: 3 }).map(fileUrl),
      position: i + 1,
      createdAt: at((300 - i * 20) * DAY),
    });
  });
}
