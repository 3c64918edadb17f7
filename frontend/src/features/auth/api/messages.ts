/** Texts of SPEC §5 and §8, word for word. */
export const MESSAGES = {
  fullName: 'Please enter your full name',
  email: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordLength: 'Password must be at least 8 characters long',
  passwordsMismatch: 'Passwords do not match',
  otpIncomplete: 'Please enter all 6 digits',
  resetCode: 'Please enter a valid 6-digit verification code',
  accountCreated: 'Account created successfully',
  codeResent: 'New code sent successfully',
  emailVerified: 'Email verified successfully',
  resetCodeSent: (email: string) => `Verification code has been sent to ${email}`,
  resetCodeVerified: 'Verification successful',
  passwordReset: 'Your password has been reset successfully',
  sendCodeFailed: 'Failed to send verification code. Please try again.',
  verifyCodeFailed: 'Invalid verification code. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
} as const;
