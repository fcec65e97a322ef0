import type { DeepStrings } from './types';
import type { enRegistration } from './registration.en';

export const myRegistration: DeepStrings<typeof enRegistration> = {
  registration: {
    company_required: 'Agensi pelancongan (jenis TA) perlu menyatakan nama syarikatnya',
    referral_invalid: 'Kod rujukan ini bukan milik ejen yang diluluskan. Semak semula, atau biarkan kosong.',
    self_referral: 'Anda tidak boleh mendaftar dengan kod rujukan anda sendiri',
    too_many: 'Terlalu banyak pendaftaran dari alamat ini. Cuba lagi dalam %{smart_count} minit. |||| Terlalu banyak pendaftaran dari alamat ini. Cuba lagi dalam %{smart_count} minit.',
  },
};
