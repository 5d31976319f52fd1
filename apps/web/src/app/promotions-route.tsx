import { useSiteCurrency } from '../api/use-money';
import { RaffleSection } from '../features/raffle/components/raffle-section';
import { PromotionsPage } from '../features/rewards/components/promotions-page';
import { VipCard } from '../features/vip/components/vip-card';

/**
 * /promotions composed here (issue 18): the member's VIP card above the promotions (ADR
 * 037) and the raffles below them (ADR 039); features never import each other.
 */
export function PromotionsRoute() {
  const currency = useSiteCurrency();
  return (
    <PromotionsPage top={<VipCard />}>
      <RaffleSection currency={currency} />
    </PromotionsPage>
  );
}
