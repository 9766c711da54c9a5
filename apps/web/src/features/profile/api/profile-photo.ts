import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Profile } from '@vakilyar/contract';
import { useEffect, useMemo } from 'react';
import { profileKeys } from './profile-keys';

/**
 * My photo's bytes, fetched with the token like every call (an `<img src>` could not send it). The file
 * client loads with the first photo, not with the shell.
 */
export const profilePhotoQuery = queryOptions({
  queryKey: profileKeys.photo,
  queryFn: async ({ signal }) => {
    const { fetchFile } = await import('@/features/cases/api/fetch-file');
    return fetchFile(API.profile.photo, 'inline', signal);
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** An object URL of my photo while the profile says there is one; null otherwise or while it loads. */
export function useProfilePhotoUrl(hasPhoto: boolean): string | null {
  const photo = useQuery({ ...profilePhotoQuery, enabled: hasPhoto });
  const blob = hasPhoto ? photo.data : undefined;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * After an upload or a delete, every avatar follows: the profile says at once whether there is a photo (a
 * deleted photo is never fetched again, which would answer 404), the bytes and the profile are refetched.
 */
export async function refreshPhoto(queryClient: QueryClient, hasPhoto: boolean): Promise<void> {
  queryClient.setQueryData<Profile>(
    profileKeys.me,
    (profile) => profile && { ...profile, has_photo: hasPhoto },
  );
  if (hasPhoto) await queryClient.invalidateQueries({ queryKey: profileKeys.photo });
  else queryClient.removeQueries({ queryKey: profileKeys.photo });
  await queryClient.invalidateQueries({ queryKey: profileKeys.me });
}
