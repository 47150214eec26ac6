/** Shape of the generated Daf Yomi count table (see daf-yomi.generated.ts). */
export interface DafYomiCountRow {
  readonly name: string;
  /** Number of dafim (days of the cycle); the masechta runs from `firstDaf` to `lastDaf`. */
  readonly dafBlat: number;
  /** Number of amudim, from `firstDaf` a to the last amud printed. */
  readonly dafAmud: number;
  readonly firstDaf: number;
  readonly lastDaf: number;
  /** For Meilah only: the printed masechtot its span covers, with the daf numbers the cycle gives them. */
  readonly parts?: readonly { readonly name: string; readonly firstDaf: number; readonly lastDaf: number }[];
}
