/** Temporary stub: the real gate (maintenance, role, unread; spec §4) lands next. */
export async function gateNavigation(_pathname: string): Promise<string | null> {
  return null;
}
