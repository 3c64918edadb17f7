/** The settings forms' texts (SPEC §5's validation messages, word for word). */
export const SETTINGS_MESSAGES = {
  fullName: 'Please enter your full name',
  nameTooLong: 'Name must be at most 100 characters long',
  currentPassword: 'Please enter your current password',
  passwordLength: 'Password must be at least 8 characters long',
  passwordsMismatch: 'Passwords do not match',
  avatarType: 'The avatar must be a JPEG, PNG or WebP image',
  avatarSize: 'The avatar must be at most 10 MB',
  profileSaved: 'Your profile has been updated',
  passwordChanged: 'Your password has been changed',
} as const;
