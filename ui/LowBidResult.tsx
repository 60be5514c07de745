/** Props of {@link LowBidResult}. */
export interface LowBidResultProps {
  /** The demand check's bid was below the threshold. */
  readonly isLowBid: boolean;
  /** The marketplace's raw answer, kept for tracking and review. */
  readonly raw?: unknown;
}

/**
 * The `lowBidResult` view (spec section 2): what the visitor reads once the demand check
 * answered. A low bid means few agents are waiting, so the copy sets expectations.
 */
export function LowBidResult({ isLowBid, raw }: LowBidResultProps) {
  const requestId = typeof raw === 'object' && raw !== null ? (raw as { request_id?: unknown }).request_id : undefined;
  return (
    <section className={`low-bid-result ${isLowBid ? 'is-low' : 'is-high'}`} aria-label="Availability" data-request-id={typeof requestId === 'string' ? requestId : undefined}>
      {isLowBid ? (
        <p>Agents are busy right now. Call and you will be connected to the next available licensed agent.</p>
      ) : (
        <p>Licensed agents are available now to review your options.</p>
      )}
    </section>
  );
}
