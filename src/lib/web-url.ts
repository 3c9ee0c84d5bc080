/** Relative addresses are read against this: only their scheme matters here. */
const RELATIVE_BASE = 'https://app.invalid/';

/**
 * An address the app may open or render: http(s), absolute or a path of the app. Read as the
 * browser reads it (leading blanks and control characters dropped, tabs and line breaks removed,
 * any case), so 'java\tscript:' or ' JavaScript:' is the javascript: it would run. javascript:,
 * data:, blob:, file: and every other scheme are not; neither is ''.
 */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const { protocol } = new URL(value, RELATIVE_BASE);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
