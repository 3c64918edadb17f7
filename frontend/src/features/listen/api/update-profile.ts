import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { meQueryOptions } from '@/lib/auth/me';
import { userPb } from '@/lib/pocketbase';
import type { User } from '@/types/api';
import { SETTINGS_MESSAGES } from '@/features/listen/api/messages';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_AVATAR_BYTES = 10 * 1024 * 1024;

export const profileSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, SETTINGS_MESSAGES.fullName)
    .max(100, SETTINGS_MESSAGES.nameTooLong),
  avatar: z
    .instanceof(File)
    .nullable()
    .refine((f) => !f || AVATAR_TYPES.includes(f.type), SETTINGS_MESSAGES.avatarType)
    .refine((f) => !f || f.size <= MAX_AVATAR_BYTES, SETTINGS_MESSAGES.avatarSize),
});

export type ProfileInput = z.infer<typeof profileSchema>;

/**
 * updateProfile calls PATCH /api/users/me: JSON {name}, or multipart with the avatar file when
 * one was chosen. It answers the user as saved.
 */
export async function updateProfile({ name, avatar }: ProfileInput) {
  let body: FormData | { name: string } = { name };
  if (avatar) {
    const form = new FormData();
    form.append('name', name);
    form.append('avatar', avatar);
    body = form;
  }
  const res = await apiRequest<{ user: User }>(apiPaths.users.me, { method: 'PATCH', body });
  return { user: res.data.user, message: res.message || SETTINGS_MESSAGES.profileSaved };
}

/** useUpdateProfile saves the profile and puts the saved user where the whole app reads it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(meQueryOptions(userPb.authStore.token).queryKey, user);
    },
  });
}
