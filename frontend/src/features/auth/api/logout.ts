import { apiRequest } from '../../../api/http';
import { forgetDrafts } from '../../../shared/forget-drafts';

/**
 * Ends the session (the server deletes it and clears the cookie) and forgets
 * the drafts kept in the tab. The client then leaves the app for
 * `/api/logout`, as the spec's Logout does.
 */
export async function logout(): Promise<void> {
  forgetDrafts();
  await apiRequest('POST', '/api/logout');
}
