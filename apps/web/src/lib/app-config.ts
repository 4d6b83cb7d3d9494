import { useQuery } from '@tanstack/react-query';
import { graphql, request } from './graphql.ts';

const GetAppConfig = graphql(`
  query GetAppConfig {
    appConfig {
      supportEmail
      helpCentreUrl
      onboardingVideoUrl
      version
    }
  }
`);

/** Public settings from the server: the support address, the help centre's and welcome video's addresses, the version. */
export function useAppConfig() {
  return useQuery({
    queryKey: ['app-config'],
    queryFn: async () => (await request(GetAppConfig)).appConfig,
    staleTime: Infinity,
  });
}
