import { voucherApi, voucherKeys } from '../../portal/promotions/promotionsApi';

/** The guest site's voucher calls (`/api/portal`): the agents' voucher client on the guest site's API, without a wallet. */
export const guestVoucherApi = voucherApi('userPortal');
export const guestVoucherKeys = voucherKeys('userPortal');
