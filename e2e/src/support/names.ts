import { RUN_ID } from './env';

/** Every member the run signs up has a username starting with this. */
export function runUsernamePrefix() {
  return `e2e${RUN_ID}_`;
}

/** A username and e-mail of the run nobody else has (3-30 characters). */
export function uniqueHandle() {
  const id = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    username: `${runUsernamePrefix()}${id}`,
    email: `${runUsernamePrefix()}${id}@e2e.test`,
  };
}
