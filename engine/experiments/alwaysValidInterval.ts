import { armMean, armVariance, type ArmSummary } from './armSummary';

/**
 * An always-valid confidence interval for the difference of two means (treatment minus control):
 * the normal-mixture sequential probability ratio test (mSPRT) of Johari, Koomen, Pekelis and
 * Walsh, "Always Valid Inference" (2017, 2022). With the difference's estimate θ̂, its variance V
 * (σ²_A/n_A + σ²_B/n_B, plug-in) and a normal mixing distribution N(0, τ²) over the true
 * difference, the mixture likelihood ratio against "no difference" is
 *
 *   Λ = sqrt(V / (V + τ²)) · exp(τ² θ̂² / (2 V (V + τ²)))
 *
 * and Λ ≥ 1/α happens with probability at most α over the whole experiment, however often it is
 * looked at (Ville's inequality). Inverting it gives the interval θ̂ ± halfWidth below: every
 * difference outside it has been rejected at level α.
 */
export interface AlwaysValidInterval {
  /** Treatment's mean minus control's. */
  readonly estimate: number;
  readonly lower: number;
  readonly upper: number;
  /** The mixture likelihood ratio against "no difference". */
  readonly likelihoodRatio: number;
  /** The variance of the estimate (plug-in). */
  readonly variance: number;
}

/**
 * The interval's half width for an estimate of variance `variance`, at level `alpha`, with the
 * mixture's standard deviation `mixingSd`.
 *
 * @example
 * mixtureHalfWidth(5.2e-6, 0.01, 0.05); // ≈ 0.0070: a difference of 1 point is seen at 20,000 a side
 */
export function mixtureHalfWidth(variance: number, mixingSd: number, alpha: number): number {
  if (!(variance > 0)) return 0;
  const tau2 = mixingSd * mixingSd;
  const total = variance + tau2;
  return Math.sqrt(
    ((variance * total) / tau2) * (2 * Math.log(1 / alpha) + Math.log(total / variance)),
  );
}

/**
 * The mixture likelihood ratio Λ against "no difference" for an estimate and its variance.
 *
 * @example
 * mixtureLikelihoodRatio(0, 1e-5, 0.01) < 1; // true: no difference seen is evidence for none
 */
export function mixtureLikelihoodRatio(
  estimate: number,
  variance: number,
  mixingSd: number,
): number {
  if (!(variance > 0)) return 1;
  const tau2 = mixingSd * mixingSd;
  const total = variance + tau2;
  return (
    Math.sqrt(variance / total) * Math.exp((tau2 * estimate * estimate) / (2 * variance * total))
  );
}

/**
 * The always-valid interval of treatment minus control.
 *
 * @example
 * const control = conversionSummary(20_000, 1_000);
 * const treatment = conversionSummary(20_000, 1_200);
 * alwaysValidInterval(control, treatment, { alpha: 0.05, mixingSd: 0.01 }).lower > 0; // true
 */
export function alwaysValidInterval(
  control: ArmSummary,
  treatment: ArmSummary,
  options: { readonly alpha: number; readonly mixingSd: number },
): AlwaysValidInterval {
  const estimate = armMean(treatment) - armMean(control);
  const variance =
    control.visitors > 0 && treatment.visitors > 0
      ? armVariance(control) / control.visitors + armVariance(treatment) / treatment.visitors
      : 0;
  if (!(variance > 0)) {
    return { estimate, lower: -Infinity, upper: Infinity, likelihoodRatio: 1, variance };
  }
  const half = mixtureHalfWidth(variance, options.mixingSd, options.alpha);
  return {
    estimate,
    lower: estimate - half,
    upper: estimate + half,
    likelihoodRatio: mixtureLikelihoodRatio(estimate, variance, options.mixingSd),
    variance,
  };
}
