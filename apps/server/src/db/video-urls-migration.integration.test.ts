import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { shippedVideoUrl } from '@piiq/domain/videos';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, useMigrationsBefore } from '../test/migrations-before.ts';
import { IBB_MODULES } from './seed/demo-content.ts';

const VIDEO_URLS = '0023_videos_play_from_one_address';
const AFTER_VIDEO_URLS = '0024_integrations_api_keys_and_webhooks';
const FILMED_VIDEOS = '0028_shipped_videos_filmed_from_the_product';
const migrationsBefore = useMigrationsBefore();

describe('migration 0023, one video address', () => {
  it('turns stored ids into their players’ addresses and the demo’s placeholders into shipped videos', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client, { casing: 'snake_case' });
    try {
      await migrate(db, { migrationsFolder: migrationsBefore(VIDEO_URLS) });
      await client.exec(`
        insert into ibb_modules (module_number, name) values (3, 'Advanced');
        insert into ibb_lessons (module_number, lesson_number, name, video_id) values
          (3, 1, 'Placeholder', 'demo-ibb-3-1'), (3, 2, 'Vimeo', '76979871'), (3, 3, 'None', null);
        insert into help_resources (kind, title, position, video_id) values
          ('VIDEO', 'Welcome', 1, 'demo-help-1'), ('SOCIAL_VIDEO', 'Looks', 3, 'demo-social-3'),
          ('VIDEO', 'Vimeo', 4, '123456');
        insert into academy_content (name, position, vimeo_id, youtube_id) values
          ('Placeholder Vimeo', 1, 'demo-academy-1', null), ('Placeholder YouTube', 2, null, 'demo-academy-6'),
          ('Both', 3, '555', 'dQw4w9WgXcQ'), ('YouTube', 4, null, 'dQw4w9WgXcQ'), ('None', 5, null, null);
      `);
      // Up to this migration alone: a later one retires the videos it names.
      await migrate(db, { migrationsFolder: migrationsBefore(AFTER_VIDEO_URLS) });
      const urls = async (table: string, order: string) =>
        (await client.query<{ video_url: string | null }>(`select video_url from ${table} order by ${order}`)).rows.map(
          (row) => row.video_url,
        );
      expect(await urls('ibb_lessons', 'lesson_number')).toEqual([
        '/videos/ibb-module-3.mp4',
        'https://player.vimeo.com/video/76979871',
        null,
      ]);
      expect(await urls('help_resources', 'position')).toEqual([
        '/videos/welcome.mp4',
        '/videos/liked-looks.mp4',
        'https://player.vimeo.com/video/123456',
      ]);
      expect(await urls('academy_content', 'position')).toEqual([
        '/videos/consultation-basics.mp4',
        '/videos/photographing-your-work.mp4',
        'https://player.vimeo.com/video/555',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        null,
      ]);
    } finally {
      await client.close();
    }
  });
});

describe('migration 0028, the videos filmed from the product', () => {
  it('gives the demo’s lessons their own walkthrough, and every other address of a retired video its subject’s', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client, { casing: 'snake_case' });
    try {
      await migrate(db, { migrationsFolder: migrationsBefore(FILMED_VIDEOS) });
      // The demo's course as it was seeded before: every lesson playing its module's title card.
      const demoLessons = IBB_MODULES.flatMap((module) =>
        module.lessons.map((lesson, index) => ({ module, number: index + 1, lesson })),
      );
      await client.exec(`
        insert into ibb_modules (module_number, name) values
          ${IBB_MODULES.map((module) => `(${module.moduleNumber}, '${module.name.replaceAll("'", "''")}')`).join(', ')};
        insert into ibb_lessons (module_number, lesson_number, name, video_url) values
          ${demoLessons
            .map(
              ({ module, number, lesson }) =>
                `(${module.moduleNumber}, ${number}, '${lesson.name.replaceAll("'", "''")}', '/videos/ibb-module-${module.moduleNumber}.mp4')`,
            )
            .join(', ')},
          (3, 7, 'A lesson of the provider''s own', '/videos/ibb-module-3.mp4'),
          (3, 8, 'Kept', '/videos/welcome.mp4'),
          (3, 9, 'Vimeo', 'https://player.vimeo.com/video/76979871'),
          (3, 10, 'None', null);
        insert into help_resources (kind, title, position, video_url) values
          ('VIDEO', 'Welcome', 1, '/videos/welcome.mp4'), ('SOCIAL_VIDEO', 'Curls', 2, '/videos/styling-for-curls.mp4');
        insert into academy_content (name, position, video_url) values
          ('Consultation basics', 1, '/videos/consultation-basics.mp4'),
          ('Retail display ideas', 2, '/videos/retail-display-ideas.mp4'),
          ('Photographing your work', 3, '/videos/photographing-your-work.mp4'),
          ('YouTube', 4, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      `);
      await migrate(db, { migrationsFolder });
      const urls = async (table: string, order: string) =>
        (await client.query<{ video_url: string | null }>(`select video_url from ${table} order by ${order}`)).rows.map(
          (row) => row.video_url,
        );
      const lessons = await client.query<{ module_number: number; lesson_number: number; video_url: string | null }>(
        'select module_number, lesson_number, video_url from ibb_lessons order by module_number, lesson_number',
      );
      const url = (moduleNumber: number, lessonNumber: number) =>
        lessons.rows.find((row) => row.module_number === moduleNumber && row.lesson_number === lessonNumber)?.video_url;
      // Each of the demo's lessons the video a new demo seeds it with.
      for (const { module, number, lesson } of demoLessons) {
        expect(url(module.moduleNumber, number), lesson.name).toBe(shippedVideoUrl(lesson.video));
      }
      expect([url(3, 7), url(3, 8), url(3, 9), url(3, 10)]).toEqual([
        '/videos/recommending-and-rebooking.mp4',
        '/videos/welcome.mp4',
        'https://player.vimeo.com/video/76979871',
        null,
      ]);
      expect(await urls('help_resources', 'position')).toEqual([
        '/videos/welcome.mp4',
        '/videos/recommending-and-rebooking.mp4',
      ]);
      expect(await urls('academy_content', 'position')).toEqual([
        '/videos/mirror-consultation.mp4',
        '/videos/set-up-retail.mp4',
        '/videos/liked-looks.mp4',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      ]);
    } finally {
      await client.close();
    }
  });
});
