import { apiRequest } from '../../../api/http';

/**
 * Ends the session (the server deletes it and clears the cookie). The client
 * then leaves the app for `/api/logout`, as the spec's Logout does.
 */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}
