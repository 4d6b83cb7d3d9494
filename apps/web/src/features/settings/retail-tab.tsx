import { useQuery } from '@tanstack/react-query';
import { QueryProblem } from '../../components/query-problem.tsx';
import { catalogBrandsQuery } from '../../lib/api/catalog-brands.ts';
import { fetchRetailProfile, retailProfileKey } from './retail-operations.ts';
import { RetailSettingsForm } from './retail-settings-form.tsx';

/** /{salonId}/settings/retail: the brands clients see, then the salon's retail profile, saved together. */
export function RetailTab({ salonId }: { salonId: string }) {
  const brands = useQuery(catalogBrandsQuery(salonId));
  const profile = useQuery({
    queryKey: retailProfileKey(salonId),
    queryFn: () => fetchRetailProfile(salonId),
  });

  if (!brands.data || !profile.data) {
    const failed = brands.isError ? brands : profile;
    return (
      <QueryProblem
        query={{
          isError: failed.isError,
          error: failed.error,
          isFetching: brands.isFetching || profile.isFetching,
          refetch: () => Promise.all([brands.refetch(), profile.refetch()]),
        }}
      />
    );
  }
  return <RetailSettingsForm salonId={salonId} brands={brands.data} profile={profile.data} />;
}
