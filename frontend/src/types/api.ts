/** ApiEnvelope is the body every /api/users|admin|media route answers on success. */
export interface ApiEnvelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** ApiFieldErrors is the failure envelope's `data`: field errors keyed by request field name. */
export type ApiFieldErrors = Record<string, { code?: string; message?: string }>;

/** User is the signed-in creator or listener as our routes return it. */
export interface User {
  _id: string;
  name: string;
  email: string;
  accountStatus: 'active' | 'suspended';
  isPremiumUser: boolean;
  createdAt: string;
  avatar?: string;
  /** isCreator: the account has uploaded at least one item (it lands on /user, not /app). */
  isCreator?: boolean;
}

/** Admin is the signed-in admin as POST /api/admin/login returns it. */
export interface Admin {
  _id: string;
  name: string;
  email: string;
}

/** UserStatistics is GET /api/admin/users/get-user-statistics's data. */
export interface UserStatistics {
  totalUsers: { count: number; monthlyGrowth: number };
  verifiedUsers: { count: number; percentage: number };
  premiumUsers: { count: number; percentage: number };
  newUsersThisMonth: { count: number };
}
