/// <reference types="vite/client" />

declare const __SIMULATED_API__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_POSTAL_CODE_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
