import type { DeepStrings } from './types';
import type { enGuestAccount } from './guestAccount.en';

export const myGuestAccount: DeepStrings<typeof enGuestAccount> = {
  guestAccount: {
    not_a_guest_account: 'Akaun ini log masuk di portal ejen atau pejabat belakang, bukan di laman tetamu.',
    link_invalid: 'Pautan pengesahan ini tidak sah. Buka keseluruhan pautan daripada e-mel, atau log masuk dan minta pautan baharu.',
    link_used: 'Pautan ini telah digunakan: alamat e-mel anda telah disahkan. Log masuk untuk meneruskan.',
    link_expired: 'Pautan pengesahan ini telah tamat tempoh. Log masuk dan minta pautan baharu.',
    confirm_first: 'Sahkan alamat e-mel anda dahulu: buka pautan yang kami e-melkan kepada anda, atau minta pautan baharu.',
    too_many_confirmations:
      'Terlalu banyak e-mel pengesahan. Cuba lagi dalam %{smart_count} minit. |||| Terlalu banyak e-mel pengesahan. Cuba lagi dalam %{smart_count} minit.',
    locale: 'Pilih bahasa Inggeris, Melayu atau Cina',
  },
};
