/** Query keys of the deposit view, under one root so a settled deposit refreshes them all. */
export const depositQueryKeys = {
  all: () => ['deposit'] as const,
  channels: () => ['deposit', 'channels'] as const,
  orders: (pageNo: number) => ['deposit', 'orders', pageNo] as const,
  order: (orderRef: string) => ['deposit', 'order', orderRef] as const,
};
