import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moneyPaths } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { financeKeys } from './finance-keys';
import { invalidatePrices } from './invalidate';

/** The three kinds of package the admin sells, each under its own admin path. */
export const PACKAGE_ENDPOINTS = {
  coin: { list: moneyPaths.admin.coinPackages, item: moneyPaths.admin.coinPackage },
  subscription: {
    list: moneyPaths.admin.subscriptionPackages,
    item: moneyPaths.admin.subscriptionPackage,
  },
  sms: { list: moneyPaths.admin.smsPackages, item: moneyPaths.admin.smsPackage },
} as const;

export type PackageKind = keyof typeof PACKAGE_ENDPOINTS;

/** Every package of a kind, on sale or not, in the admin's order. */
export function usePackages<Item>(kind: PackageKind) {
  return useQuery({
    queryKey: financeKeys.packages(kind),
    queryFn: async ({ signal }) => {
      const body = await request<{ result: Item[] }>({ endpoint: PACKAGE_ENDPOINTS[kind].list, signal });
      return body.result;
    },
  });
}

export interface PackageWrite<Values> {
  /** null: a new package. */
  pid: string | null;
  values: Values;
}

/** Creates (POST) or updates (PATCH) one package, and deletes one; prices everywhere are read again. */
export function usePackageMutations<Item, Values>(kind: PackageKind) {
  const queryClient = useQueryClient();
  const endpoints = PACKAGE_ENDPOINTS[kind];
  const onSuccess = () => invalidatePrices(queryClient);
  const save = useMutation({
    mutationFn: async ({ pid, values }: PackageWrite<Values>) => {
      const body = await request<{ result: Item }>({
        endpoint: pid ? endpoints.item(pid) : endpoints.list,
        method: pid ? 'PATCH' : 'POST',
        data: values,
      });
      return body.result;
    },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (pid: string) => request<unknown>({ endpoint: endpoints.item(pid), method: 'DELETE' }),
    onSuccess,
  });
  return { save, remove };
}
