/**
 * A member's post identical to one of theirs from the last few minutes is a
 * double submit or a retry, not a new post: the one already stored is
 * answered again (200 instead of 201) and nothing is stored twice.
 */
export const REPEAT_WINDOW_MINUTES = 10;
