/**
 * The profile fields an advertiser must fill (the profile form requires each of them). The
 * login token's `progress` claim is only true as of the login; the saved profile says it now.
 */
const REQUIRED_PROFILE_FIELDS = ['phone', 'business', 'document', 'email', 'zipcode', 'address', 'number', 'neighborhood', 'city', 'state'] as const;

type ProfileProgress = 'complete' | 'incomplete';

export function profileProgressOf(profile: Partial<Record<(typeof REQUIRED_PROFILE_FIELDS)[number], string | null | undefined>>): ProfileProgress {
  return REQUIRED_PROFILE_FIELDS.every((field) => (profile[field] ?? '').trim() !== '') ? 'complete' : 'incomplete';
}
