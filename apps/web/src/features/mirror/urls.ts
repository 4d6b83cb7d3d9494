/** The web mirror: a paired tablet's own page, outside the people's sign-in. */
export const mirrorPaths = { mirror: '/mirror' } as const;

/** The web mirror's full address, as typed into a tablet's browser. */
export const webMirrorAddress = (origin: string) => `${origin}${mirrorPaths.mirror}`;
