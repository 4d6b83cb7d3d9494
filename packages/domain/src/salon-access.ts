/**
 * Who may administer a salon. The server checks it on every salon-admin
 * field, the browser on every admin screen, so both ask this one module and never disagree.
 */

/** Section 8: what a signed-in user who is not an admin of the salon sees on its admin pages. */
export const NOT_SALON_ADMIN_MESSAGE = "You aren't an admin of this salon. Try logging out and logging in again.";

/** The profile attribute of an account; older accounts have none. */
export type ProfileRole = 'Salon' | 'Client' | null;

/** The flags an account has for one salon. */
export interface SalonAdminFlag {
  salonAdmin: boolean;
}

/** A user is an admin where flagged when the profile attribute is absent or Role=Salon. */
export function profileAllowsAdmin(profileRole: ProfileRole): boolean {
  return profileRole === null || profileRole === 'Salon';
}

/** A salon's admin is flagged so for the salon and has a profile that may administer (Role=Client may not). */
export function administersSalon(profileRole: ProfileRole, access: SalonAdminFlag | null | undefined): boolean {
  return Boolean(access?.salonAdmin) && profileAllowsAdmin(profileRole);
}

/** The salons, of those an account reaches, that it administers, in the order given. */
export function administeredSalons<Access extends SalonAdminFlag>(
  profileRole: ProfileRole,
  accesses: readonly Access[],
): Access[] {
  return accesses.filter((access) => administersSalon(profileRole, access));
}
