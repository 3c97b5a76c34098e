/**
 * Who is an administrator (decision 016): a user made with the admin role, which only `npm run user:create --
 * --role admin` gives, whose email is also in ADMIN_EMAILS. Neither alone is enough, so an address later added to
 * the list makes no broker an administrator, and removing it from the list takes the rights away.
 */
export function isAdministrator(user: { role: string; email: string }, adminEmails: ReadonlySet<string>): boolean {
  return user.role === 'admin' && adminEmails.has(user.email);
}
