/**
 * The farm auction's writes through the app's write path for yield actions (chain/write/index.ts: send, receipt,
 * toast, refetch): a bid, Enable (FUEL approved for the auction contract) and Reclaim (claimAuction) of a bid that
 * did not win.
 */
import { useTranslation } from 'react-i18next';
import { fuelFarmAuctionAbi } from '@fuelswap/contracts';
import { approve, call, retryFailureText, useWriteAction } from '../../../chain/write/index.ts';
import { fuelText } from '../logic.ts';
import type { AuctionData } from './useAuction.ts';

export function useAuctionActions({ deployed, fuel, refetch }: AuctionData) {
  const { t } = useTranslation();
  const { run, pending } = useWriteAction(refetch, { failure: retryFailureText });
  // The page offers these only with a deployment (it returns early without one).
  const auctionAddress = () => {
    if (!deployed) throw new Error('The farm auction is not deployed on this network');
    return deployed.address;
  };
  const bid = (amount: bigint) =>
    run(
      'bid',
      call({
        address: auctionAddress(),
        abi: fuelFarmAuctionAbi,
        functionName: 'bid',
        args: [amount],
        summary: t('Bid {{amount}} FUEL', { amount: fuelText(amount) }),
      }),
      {
        success: { title: t('Bid placed'), description: t('You bid {{amount}} FUEL.', { amount: fuelText(amount) }) },
      },
    );
  const enable = () =>
    fuel
      ? run(
          'enable',
          approve({ token: fuel, spender: auctionAddress(), amount: 2n ** 256n - 1n, summary: t('Enable FUEL for the farm auction') }),
          {
            success: { title: t('Contract Enabled'), description: t('You can now bid in the farm auction.') },
          },
        )
      : Promise.resolve(false);
  const reclaim = (id: number) =>
    run(
      'reclaim',
      call({
        address: auctionAddress(),
        abi: fuelFarmAuctionAbi,
        functionName: 'claimAuction',
        args: [BigInt(id)],
        summary: t('Reclaim your bid'),
      }),
      {
        success: { title: t('Bid reclaimed'), description: t('Your FUEL has been returned to your wallet.') },
      },
    );

  return { bid, enable, reclaim, pending };
}
