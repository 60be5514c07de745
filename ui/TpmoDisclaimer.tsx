/** Props of {@link TpmoDisclaimer}. */
export interface TpmoDisclaimerProps {
  /** The disclaimer in the page's language (campaigns/disclaimers/tpmo.<language>.json). */
  readonly text: string;
}

/** The TPMO disclaimer CMS requires on every Medicare page: one text, at body size, in the page's foot. */
export function TpmoDisclaimer({ text }: TpmoDisclaimerProps) {
  return (
    <p className="site-footer-tpmo" data-tpmo-disclaimer="">
      {text}
    </p>
  );
}
