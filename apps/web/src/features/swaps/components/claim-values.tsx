import type { SupportedToken } from '@guardians/shared/swaps';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { ClaimValues } from '../api/read-claim-values.ts';
import { describeNextClaim, formatPeriod } from '../utils/claim-times.ts';
import { formatCoins } from '../utils/coin-amounts.ts';

type ClaimValuesListProps = {
  values: ClaimValues | undefined;
  remaining: number | undefined;
  token: SupportedToken;
  now: number;
};

/** The wallet's claim values, read from the contract (spec 3). */
export function ClaimValuesList({ values, remaining, token, now }: ClaimValuesListProps) {
  const next = values ? describeNextClaim(values.nextClaimTimestamp, now) : undefined;
  const rows: { label: string; value: ReactNode; testId: string }[] = [
    {
      label: 'Max claim per period',
      value: values && `${formatCoins(values.maxClaim)} ${token.symbol}`,
      testId: 'claim-max',
    },
    { label: 'Claim period', value: values && formatPeriod(values.claimPeriod), testId: 'claim-period' },
    {
      label: 'Claimed this period',
      value: values && `${formatCoins(values.claimedThisPeriod)} ${token.symbol}`,
      testId: 'claim-claimed',
    },
    {
      label: 'Left this period',
      value: remaining !== undefined && `${formatCoins(remaining)} ${token.symbol}`,
      testId: 'claim-remaining',
    },
    {
      label: 'Allowance renews',
      value:
        next &&
        (next.now ? (
          'Now'
        ) : next.never ? (
          'Never'
        ) : (
          <time dateTime={next.iso} title={next.date}>
            {next.relative}
            <span className="block text-xs font-normal text-muted">{next.date}</span>
          </time>
        )),
      testId: 'claim-next',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col gap-0.5">
          <dt className="text-muted">{row.label}</dt>
          <dd className="font-semibold break-words text-fg" data-testid={row.testId}>
            {row.value || <Skeleton className="h-5 w-20" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
