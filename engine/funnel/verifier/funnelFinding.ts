/** One finding of the verifier, located by a JSON pointer into the funnel file. */
export interface FunnelFinding {
  readonly severity: 'error' | 'warning';
  readonly pointer: string;
  readonly message: string;
}
