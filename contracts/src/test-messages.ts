/*
 * For the contract tests only (the package's index does not export it).
 */

/** A parse's messages by field path ('rodDetails.length'): what a form shows beside each field. */
export const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
