/** Typed address of the client portal, which routes its own pages below it. */
export const portalPaths = { portal: '/portal/*' } as const;
