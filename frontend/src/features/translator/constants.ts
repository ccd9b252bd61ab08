/** Quiet time after the last change before the text is translated. */
export const TRANSLATE_DEBOUNCE_MS = 1000;

/** Dialect pages translate from the first character. */
export const DIALECT_MIN_LENGTH = 1;

/** The general translator waits for at least two characters. */
export const GENERAL_MIN_LENGTH = 2;

/** The counter the dialect pages show, whatever the plan. */
export const DIALECT_PAGE_CHAR_LIMIT = 500;

/** The limit of guests (and of the free plan). */
export const GUEST_CHAR_LIMIT = 500;

/** The general translator's text area accepts this much beyond the limit. */
export const TEXTAREA_SLACK = 100;

/** Above this share of the limit, the counter turns orange. */
export const COUNTER_WARNING_RATIO = 0.8;

/** How many recent translations the general translator lists. */
export const HISTORY_SHOWN = 10;

export const AUDIO_VOLUME = 1;
