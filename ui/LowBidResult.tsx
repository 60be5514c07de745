/** Props of {@link LowBidResult}. */
export interface LowBidResultProps {
  /** The demand check's bid was below the threshold. */
  readonly isLowBid: boolean;
  /** The marketplace's raw answer, kept for tracking and review. */
  readonly raw?: unknown;
  /** The words, in the page's language. */
  readonly copy: {
    readonly availability: string;
    readonly lowBid: string;
    readonly highBid: string;
  };
}

/**
 * The `lowBidResult` view (spec section 2): what the visitor reads once the demand check
 * answered. A low bid means few agents are waiting, so the copy sets expectations.
 */
export function LowBidResult({ isLowBid, raw, copy }: LowBidResultProps) {
  const requestId =
    typeof raw === 'object' && raw !== null
      ? (raw as { request_id?: unknown }).request_id
      : undefined;
  return (
    <section
      className={`low-bid-result ${isLowBid ? 'is-low' : 'is-high'}`}
      aria-label={copy.availability}
      data-request-id={typeof requestId === 'string' ? requestId : undefined}
    >
      <p>{isLowBid ? copy.lowBid : copy.highBid}</p>
    </section>
  );
}
