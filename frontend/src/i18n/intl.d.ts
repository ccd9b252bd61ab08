import type en from './messages/en.json';

/** Message ids are checked at compile time against the English catalogue. */
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof en;
    }
  }
}
