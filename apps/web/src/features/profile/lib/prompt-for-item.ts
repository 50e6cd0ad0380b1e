/** SPEC 4: a new interest or language comes from a prompt, trimmed; blank or cancelled adds nothing. */
export function promptForItem(message: string): string | null {
  const answer = window.prompt(message);
  const trimmed = answer?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
