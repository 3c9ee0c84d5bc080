/** The only reader of import.meta.env: validated once, typed everywhere else. */
function clean(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}

const apiUrl = clean(import.meta.env.VITE_API_URL);
const postalCodeUrl = clean(import.meta.env.VITE_POSTAL_CODE_URL) || 'https://viacep.com.br/ws/{cep}/json/';

if (apiUrl && !/^https?:\/\//.test(apiUrl)) {
  throw new Error(`VITE_API_URL must be an http(s) address, got "${apiUrl}"`);
}

export const env = {
  /** Empty means: use the built-in simulated API. */
  apiUrl,
  simulatedApi: __SIMULATED_API__,
  postalCodeUrl,
  isDev: import.meta.env.DEV,
  isTest: import.meta.env.MODE === 'test',
} as const;

/** Major number shown before the server version in the footer. */
export const APP_MAJOR = '1';
/** Version of the app shown on the account deletion page: package.json's, its one source. */
// (Node builds that bundle this file without the define, as the HTTP simulated API's, read '').
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '';
