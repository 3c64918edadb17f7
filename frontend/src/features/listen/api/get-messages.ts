import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';

/** TeamMessage is a message an admin sent to the signed-in user. */
export interface TeamMessage {
  _id: string;
  text: string;
  from: { name: string };
  readAt: string | null;
  createdAt: string;
}

export interface MessagesPage {
  data: TeamMessage[];
  totalCount: number;
}

/** MESSAGES_PAGE_SIZE: how many of the newest messages the settings page lists. */
export const MESSAGES_PAGE_SIZE = 20;

/** getMessages calls GET /api/users/messages with the user token: newest first. */
export async function getMessages(page = 1, limit = MESSAGES_PAGE_SIZE): Promise<MessagesPage> {
  const res = await apiRequest<MessagesPage>(apiPaths.users.messages, {
    query: { page, limit },
  });
  return { data: res.data?.data ?? [], totalCount: res.data?.totalCount ?? 0 };
}

export const messagesQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'messages'], queryFn: () => getMessages() });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
