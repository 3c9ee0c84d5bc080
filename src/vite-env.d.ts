/// <reference types="vite/client" />

declare const __SIMULATED_API__: boolean;
/** package.json's version, written in at build time. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_POSTAL_CODE_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
