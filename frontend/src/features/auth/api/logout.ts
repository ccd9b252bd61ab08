import { apiRequest } from '../../../api/http';
import { forgetDrafts } from '../../../shared/forget-drafts';
import { announceSessionChange } from '../../../shared/session/session-channel';

/**
 * Ends the session (the server deletes it and clears the cookie) and forgets
 * the drafts kept in the tab; the other tabs read the session again. The
 * client then leaves the app for `/api/logout`, as the spec's Logout does.
 */
export async function logout(): Promise<void> {
  forgetDrafts();
  await apiRequest('POST', '/api/logout');
  announceSessionChange();
}
