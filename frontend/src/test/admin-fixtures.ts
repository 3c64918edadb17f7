import type { AdminMedia, AdminMediaPage, AdminUser } from '@/features/admin/types';
import { saveAdminSession } from '@/lib/pocketbase';
import { fakeJwt } from '@/test/fetch-mock';

export const admin = { _id: 'a1', name: 'Ruth Admin', email: 'ruth@selah.app' };

/** signInAdmin stores an admin token the guard accepts. */
export function signInAdmin() {
  saveAdminSession(fakeJwt(), admin);
}

export function adminMedia(overrides: Partial<AdminMedia> = {}): AdminMedia {
  return {
    _id: 'm1',
    title: 'Morning Praise',
    description: 'Songs for the first hour of the day.',
    type: 'album',
    genre: { _id: 'g1', title: 'Worship' },
    category: null,
    artist: { _id: 'u1', name: 'Grace Okafor', email: 'grace@example.com' },
    coverArt: '',
    image: '',
    thumbnail: '',
    adminStatus: 'pending',
    statusReason: '',
    reviewedAt: null,
    createdAt: '2025-08-18T10:00:00.000Z',
    updatedAt: '2025-08-18T10:00:00.000Z',
    likes: 3,
    plays: 1250,
    duration: 200,
    episodeCount: 2,
    noOfEpisodes: 2,
    preacher: '',
    theme: '',
    bibleReferences: [],
    preachedAt: null,
    tags: [],
    ...overrides,
  };
}

export const platformStats = {
  total: 42,
  totalPlays: 25400,
  playsThisMonth: 310,
  newThisMonth: 7,
  averageSessionMinutes: 0,
};

export function mediaPage(media: AdminMedia[], total = media.length): AdminMediaPage {
  return { media, total, page: 1, limit: 10, stats: platformStats };
}

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: 'u1',
    name: 'Grace Okafor',
    email: 'grace@example.com',
    accountStatus: 'active',
    isPremiumUser: false,
    verified: true,
    createdAt: '2025-08-18T10:00:00.000Z',
    avatar: '',
    mediaCount: 2,
    ...overrides,
  };
}

export const userStatistics = {
  totalUsers: { count: 1250, monthlyGrowth: 12.5 },
  verifiedUsers: { count: 1000, percentage: 80 },
  premiumUsers: { count: 125, percentage: 10 },
  newUsersThisMonth: { count: 139 },
};

export const STATUSES = ['pending', 'active', 'rejected', 'suspended'];

/** queryOf is the query string of a recorded call. */
export const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
