/** The part of better-auth's hook context this module uses. */
interface HookContext {
  context: {
    internalAdapter: {
      findUserById(id: string): Promise<{ id: string; emailVerified: boolean } | null>;
      findAccounts(userId: string): Promise<{ id: string; providerId: string }[]>;
      deleteAccount(accountId: string): Promise<unknown>;
      deleteUserSessions(userId: string): Promise<unknown>;
    };
  };
}

/**
 * Before a provider's account joins an existing user whose address was never proved,
 * removes that user's password and sessions.
 *
 * NOTE: without this, anyone could sign up with someone else's address and a password,
 * wait for the owner to sign in with Google (which links to the same user), and then
 * use the password they chose. Linking only reaches here when the provider vouches for
 * the address (better-auth refuses unverified provider addresses), so the provider's
 * owner is the address's owner; the password's author is unknown.
 */
export async function dropUnprovenPassword(
  hook: HookContext,
  account: { providerId: string; userId: string },
): Promise<void> {
  if (account.providerId === 'credential') return;
  const adapter = hook.context.internalAdapter;
  const user = await adapter.findUserById(account.userId);
  if (!user || user.emailVerified) return;
  const passwords = (await adapter.findAccounts(user.id)).filter(
    (existing) => existing.providerId === 'credential',
  );
  if (passwords.length === 0) return;
  for (const password of passwords) await adapter.deleteAccount(password.id);
  await adapter.deleteUserSessions(user.id);
}
