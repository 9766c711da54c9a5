/** Query keys of the profile feature; mutations invalidate `profileKeys.all`. */
export const profileKeys = {
  all: ['profile'] as const,
  me: ['profile', 'me'] as const,
  photo: ['profile', 'photo'] as const,
  myRoles: ['profile', 'roles', 'mine'] as const,
  allRoles: ['roles', 'all'] as const,
  officeCard: ['profile', 'office-card'] as const,
};
