import type { Logger } from '../logger';

/**
 * The log of leases asked without a client IP (`leaseCaps`' `onWithoutIp`): a warning with the
 * hour's count at the 1st, 10th, 100th… such lease, never more often, and nothing of the visitor.
 * Leases without an IP mean the server cannot place its clients: a proxy in front to trust.
 */
export function warnOfLeasesWithoutIp(logger: Logger): (hitsThisHour: number) => void {
  return (hits) => {
    if (hits >= 1 && Number.isInteger(Math.log10(hits)))
      logger.warn(
        { leasesWithoutIpThisHour: hits },
        'phone leases asked without a client IP: list the proxy in front in TRUSTED_PROXIES',
      );
  };
}
