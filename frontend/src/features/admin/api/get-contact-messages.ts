import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import type { components } from '../../../api/schema';
import { fetchAdminPage } from './admin-url';

/** A message sent through the contact form, as it was sent. */
export type ContactMessage = components['schemas']['ContactMessageResponse'];

export type ContactMessagesPage = {
  messages: ContactMessage[];
  total: number;
};

/** Messages per page of the contact messages list. */
export const CONTACT_MESSAGES_PAGE_SIZE = 20;

export type ContactMessagesParams = { limit?: number; offset?: number };

function contactMessagesQuery({
  limit = CONTACT_MESSAGES_PAGE_SIZE,
  offset = 0,
}: ContactMessagesParams) {
  return { limit, offset };
}

/** The contact form's messages, newest first, with the total from `X-Total-Count`. */
export async function getContactMessages(
  params: ContactMessagesParams,
): Promise<ContactMessagesPage> {
  const { items, total } = await fetchAdminPage<ContactMessage>(
    '/api/admin/contact-messages',
    contactMessagesQuery(params),
  );
  return { messages: items, total };
}

/** The key every page of the contact messages starts with. */
export const contactMessagesQueryKey = ['/api/admin/contact-messages'] as const;

export function contactMessagesQueryOptions(
  params: ContactMessagesParams = {},
) {
  return queryOptions({
    queryKey: [...contactMessagesQueryKey, contactMessagesQuery(params)],
    queryFn: () => getContactMessages(params),
  });
}

export function useContactMessages(params: ContactMessagesParams = {}) {
  return useQuery({
    ...contactMessagesQueryOptions(params),
    placeholderData: keepPreviousData,
  });
}
