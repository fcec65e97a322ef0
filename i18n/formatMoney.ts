const ringgit = new Intl.NumberFormat('en-MY', { style: 'currency', currency: 'MYR' });

/** Integer sen as people read money, on screen, in e-mails and on invoices: `RM 1,234.00`. */
export const formatMoney = (sen: number) => ringgit.format(sen / 100);
