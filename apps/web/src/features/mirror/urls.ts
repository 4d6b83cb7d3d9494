/** The web mirror: a paired tablet's own page, outside the people's sign-in. */
export const mirrorPaths = { mirror: '/mirror' } as const;
