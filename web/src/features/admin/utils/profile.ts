export const ADMIN_PROFILE_MESSAGES = {
  notLoggedIn: 'User not logged in.',
  fetchFailed: 'Failed to fetch admin profile.',
  saveFailed: 'Failed to save profile. Please try again later.',
} as const;
