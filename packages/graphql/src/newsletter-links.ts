/**
 * The signed links of newsletter mails: what each is for and how long it lives. The site signs
 * them when it renders a mail and the API checks them, so both read the purposes from here.
 */
export const NEWSLETTER_LINKS = {
  /** The double opt-in link: short-lived, so a mail found weeks later cannot sign anyone up. */
  confirm: { purpose: 'newsletter-confirm', expiresIn: '3d' },
  /** In every newsletter mail (and on the confirmation page): a year, as mails are kept that long. */
  preferences: { purpose: 'newsletter-preferences', expiresIn: '365d' },
  /** The List-Unsubscribe (one-click) link: a year too; it may name one list. */
  unsubscribe: { purpose: 'newsletter-unsubscribe', expiresIn: '365d' },
} as const;
