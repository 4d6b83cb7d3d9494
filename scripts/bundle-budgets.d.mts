// The types of bundle-budgets.mjs for the TypeScript that imports it (bench/web-budgets.ts).
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const BUDGETS: {
  signInJsKb: number;
  shellJsKb: number;
  routeJsKb: number;
  portalJsKb: number;
  developersJsKb: number;
  mirrorFirstScreenJsKb: number;
  mirrorJsKb: number;
  lighthouseScore: number;
};
export const ROUTES: Array<{
  route: string;
  page: 'index.html' | 'portal.html' | 'developers.html' | 'mirror.html';
  modules: string[];
  budgetKb: number;
}>;
export function kb(bytes: number): number;
export function readManifest(dist: string, page?: string): Manifest;
export function filesLoaded(manifest: Manifest, keys: string[]): Set<string>;
export function gzipBytes(dist: string, files: Iterable<string>): number;
export function routeSizes(dist: string): Array<{ route: string; kb: number; budgetKb: number; over: boolean }>;
