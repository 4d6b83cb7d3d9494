import { useQuery } from '@tanstack/react-query';
import { LoadingChip } from '../../components/loading-chip.tsx';
import { request } from '../../lib/graphql.ts';
import { LoadError } from './load-error.tsx';
import { fetchRetailProfile, GetSalonCatalogBrands, retailProfileKey, salonCatalogBrandsKey } from './retail-operations.ts';
import { RetailSettingsForm } from './retail-settings-form.tsx';

/** /{salonId}/settings/retail: the brands clients see, then the salon's retail profile, saved together. */
export function RetailTab({ salonId }: { salonId: string }) {
  const brands = useQuery({
    queryKey: salonCatalogBrandsKey(salonId),
    queryFn: async () => (await request(GetSalonCatalogBrands, { salonId })).salon,
  });
  const profile = useQuery({
    queryKey: retailProfileKey(salonId),
    queryFn: () => fetchRetailProfile(salonId),
  });

  const failed = brands.isError ? brands : profile.isError ? profile : null;
  if (failed) return <LoadError error={failed.error} onRetry={() => void Promise.all([brands.refetch(), profile.refetch()])} />;
  if (!brands.data || !profile.data) return <LoadingChip />;
  return <RetailSettingsForm salonId={salonId} brands={brands.data} profile={profile.data} />;
}
