// Types of precompress.mjs, for the tests (TypeScript) that import it.
/** Writes .br and .gz beside each compressible file of `dir`/assets; the number of files done. */
export function precompress(dir: string): number;
