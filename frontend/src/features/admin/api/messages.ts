import { errorMessage, isApiError } from '@/lib/api';

/** MESSAGES: the admin area's toasts; those of SPEC §8 word for word. */
export const MESSAGES = {
  fetchStatusesFailed: 'Failed to fetch media statuses',
  fetchStatusesThrew: 'An error occurred while fetching media statuses',
  fetchMediaFailed: 'Failed to fetch media',
  fetchMediaThrew: 'An error occurred while fetching media',
  statusChanged: (status: string) => `Status changed to ${status}`,
  changeStatusFailed: 'Failed to change status',
  changeStatusThrew: 'An error occurred while changing status',
  fetchStatisticsFailed: 'Failed to fetch user statistics',
  fetchStatisticsThrew: 'An error occurred while fetching user statistics',
  fetchUsersFailed: 'Failed to fetch users',
  fetchUsersThrew: 'An error occurred while fetching users',
  userSuspended: 'User suspended successfully',
  suspendFailed: 'Failed to suspend user',
  userReactivated: 'User reactivated successfully',
  reactivateFailed: 'Failed to reactivate user',
  messageSent: 'Message sent successfully',
  messageFailed: 'Failed to send message',

  // The admin area's own words (SPEC leaves them open).
  noMedia: 'No media found',
  noUsers: 'No users found matching your search criteria.',
  fetchDashboardFailed: 'Failed to fetch the dashboard',
  fetchDetailsFailed: 'Failed to fetch the details',
  fetchProfileFailed: 'Failed to fetch the profile',
  exportFailed: 'Failed to export users',
  exported: (count: string) => `Exported ${count}`,
  uploadFailed: 'Failed to upload. Please try again.',
  uploadThrew: 'An error occurred while uploading. Please try again.',
  episodeAdded: 'Episode added',
  episodeFailed: 'Failed to add the episode. Please try again.',
  profileSaved: 'Profile saved',
  profileFailed: 'Failed to save the profile',
  passwordChanged: 'Password changed',
  passwordFailed: 'Failed to change the password',
  settingsSaved: 'Settings saved',
  settingsFailed: 'Failed to save the settings',
  fetchSettingsFailed: 'Failed to fetch the settings',
  reasonRequired: 'Please give a reason',
  messageRequired: 'Please write a message',
  messageTooLong: 'A message can be at most 2000 characters long',
  creatorRequired: 'Please choose the creator',
  changesApproved: 'Changes approved',
  changesRejected: 'Changes rejected',
  fetchRevisionsFailed: 'Failed to fetch the changes waiting for review',
  fetchRevisionsThrew: 'An error occurred while fetching the changes waiting for review',
  fetchReportsFailed: 'Failed to fetch the reports',
  fetchReportsThrew: 'An error occurred while fetching the reports',
  reportsDismissed: 'Reports dismissed',
  itemTakenDown: 'Item taken down',
  resolveReportsFailed: 'Failed to resolve the reports',
  takedownReasonRequired: 'Please give the reason for the takedown',
  fetchAppealsFailed: 'Failed to fetch the appeals',
  fetchAppealsThrew: 'An error occurred while fetching the appeals',
  appealGranted: 'Appeal granted',
  appealDenied: 'Appeal denied',
  decideAppealFailed: 'Failed to decide the appeal',
  denyReasonRequired: 'Please tell the creator why the decision stands',
  fetchBlockedDomainsFailed: 'Failed to fetch the blocked domains',
  domainInvalid: 'Please enter a domain like example.com',
  domainBlocked: (domain: string) => `${domain} blocked`,
  domainUnblocked: (domain: string) => `${domain} unblocked`,
  blockDomainFailed: 'Failed to block the domain',
  unblockDomainFailed: 'Failed to unblock the domain',
} as const;

/**
 * failureMessage is SPEC §8's rule for the admin toasts: a failure the server answered shows
 * its message (or `failed` without one); anything thrown before an answer shows `threw`.
 */
export function failureMessage(error: unknown, failed: string, threw: string): string {
  if (isApiError(error)) return errorMessage(error, failed);
  return threw;
}
