/**
 * After a failed check, moves the focus to the first field with a message, in
 * the order the form shows its fields (`order`, each field's element id in
 * `ids`). Whether there was one.
 */
export function focusFirstInvalid<F extends string>(
  order: readonly F[],
  ids: Readonly<Record<F, string>>,
  errors: Partial<Record<NoInfer<F>, unknown>>,
): boolean {
  const first = order.find((field) => errors[field]);
  if (first === undefined) return false;
  document.getElementById(ids[first])?.focus();
  return true;
}
