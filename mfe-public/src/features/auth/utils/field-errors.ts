export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message of each top-level field, the way the forms show them (one line per field). */
export function firstErrorPerField(error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> }): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !result[field]) result[field] = issue.message;
  }
  return result;
}

/** Drops one field's message when the user edits it (SPEC section 5: errors clear when edited). */
export function withoutField<K extends string>(errors: FieldErrors<K>, field: NoInfer<K>): FieldErrors<K> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
