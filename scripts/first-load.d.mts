// Types of first-load.mjs, for the production server (TypeScript) that imports it.
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export function entryKeys(manifest: Manifest, html?: string): string[];
export function closure(manifest: Manifest, keys: string[]): { keys: Set<string>; files: string[] };
export function firstLoadOf(manifest: Manifest, html?: string, lazyModules?: string[]): { keys: Set<string>; files: string[] };
export function routeFilesOf(manifest: Manifest, html: string, lazyModules: string[]): string[];
