/**
 * Keys of the lottery's reads. Games, draws and results are public facts (`lottery`); the
 * member's bets and chases sit under `member`, which logout removes, and are refreshed as a
 * whole after a bet, a chase or a cancel.
 */
export const lotteryQueryKey = () => ['lottery'] as const;
export const lotteryMemberQueryKey = () => ['member', 'lottery'] as const;
