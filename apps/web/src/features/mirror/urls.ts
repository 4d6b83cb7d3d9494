import { MIRROR_PAGE_PATH } from '@piiq/domain/mirror-address';

/** The web mirror: a paired tablet's own page, outside the people's sign-in. */
export const mirrorPaths = { mirror: MIRROR_PAGE_PATH } as const;
