import { adminSalons, type Viewer } from '../../lib/session.ts';
import { consoleUrl } from '../console/urls.ts';
import { signupUrls } from '../signup/urls.ts';
import { salonUrl } from './urls.ts';

/**
 * Where / sends a user instead of listing salons: an admin of no salon
 * to signup (the provider's staff to their console instead), a user with exactly one salon straight
 * to it; null when there is a list to choose from.
 * The frame around the list asks too, so a user who is sent on never sees it drawn first.
 */
export function salonListRedirect(viewer: Viewer): string | null {
  const firstAdminSalon = adminSalons(viewer)[0];
  if (!firstAdminSalon) return viewer.isProviderStaff ? consoleUrl() : signupUrls.signup;
  if (viewer.salonAccess.length === 1) return salonUrl(firstAdminSalon.salon.id);
  return null;
}
