/** The words of the opt-out form (ui/OptOutForm.tsx), in one language; the words themselves are in engine/copy/en.ts and es.ts. */
export interface OptOutCopy {
  readonly title: string;
  readonly phone: string;
  readonly email: string;
  readonly submit: string;
  readonly sending: string;
  readonly needOne: string;
  readonly badPhone: string;
  readonly badEmail: string;
  readonly failed: string;
  readonly done: string;
}
