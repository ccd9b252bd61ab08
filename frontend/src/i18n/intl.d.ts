import type { MessageId } from './messages';

/** Message ids are checked at compile time against the English catalogues. */
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
