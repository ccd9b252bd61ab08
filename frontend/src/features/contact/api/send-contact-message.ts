import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import type { ContactValues } from '../validation';

/** The contact form's endpoint; served beside the pages, not under `/api`. */
export const CONTACT_URL = '/contact';

/** What the server answers for a stored message (`null` if it sends no body). */
export type ContactReceipt = { id: number } | null;

/** Sends a message to the team. Any non-OK answer throws. */
export async function sendContactMessage(
  message: ContactValues,
): Promise<ContactReceipt> {
  const res = await apiRequest('POST', CONTACT_URL, {
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
  });
  const body = await res.text();
  return body ? (JSON.parse(body) as ContactReceipt) : null;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
