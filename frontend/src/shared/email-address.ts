/**
 * Whether the server takes a (trimmed) text as an e-mail address: the rules of
 * its check (class-validator's `IsEmail` with its defaults, and no character
 * that shows nothing), written here so that the forms refuse, in the reader's
 * language and before sending, what the server would refuse.
 *
 * - 254 characters at most; the part before the last `@` 64 bytes at most,
 *   the part after it 254.
 * - Before the `@`: dot-separated parts of letters, digits and
 *   ``!#$%&'*+-/=?^_`{|}~`` (no empty part: no leading, trailing or doubled
 *   dot), or a quoted string.
 * - After it: a domain name of two labels or more, each of letters, digits and
 *   hyphens (not at either end), 63 characters at most; the last label
 *   letters only (two or more) or `xn--`; no trailing dot, no underscore, no
 *   address written as numbers.
 */

const MAX_LENGTH = 254;
const LOCAL_MAX_BYTES = 64;
const DOMAIN_MAX_BYTES = 254;
const LABEL_MAX_LENGTH = 63;

const NOTHING_HIDDEN = /^[^\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;
const LOCAL_PART =
  /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+$/i;
const QUOTED_LOCAL =
  // eslint-disable-next-line no-control-regex -- the quoted form allows them, as the server does
  /^([\s\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|(\\[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]))*$/i;
const LABEL = /^[a-z\u00a1-\uffff0-9-]+$/i;
const FULL_WIDTH = /[\uff01-\uff5e]/;
const TOP_LEVEL =
  /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;

const bytes = (text: string) => new TextEncoder().encode(text).length;

function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  const last = labels[labels.length - 1];
  if (labels.length < 2 || !TOP_LEVEL.test(last)) return false;
  return labels.every(
    (label) =>
      label.length <= LABEL_MAX_LENGTH &&
      LABEL.test(label) &&
      !FULL_WIDTH.test(label) &&
      !label.startsWith('-') &&
      !label.endsWith('-'),
  );
}

function isLocalPart(local: string): boolean {
  if (local.startsWith('"') && local.endsWith('"'))
    return QUOTED_LOCAL.test(local.slice(1, -1));
  return local.split('.').every((part) => LOCAL_PART.test(part));
}

export function isEmailAddress(email: string): boolean {
  if (email.length > MAX_LENGTH || !NOTHING_HIDDEN.test(email)) return false;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return (
    bytes(local) <= LOCAL_MAX_BYTES &&
    bytes(domain) <= DOMAIN_MAX_BYTES &&
    isDomain(domain) &&
    isLocalPart(local)
  );
}
