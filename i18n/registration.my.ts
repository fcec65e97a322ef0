import type { DeepStrings } from './types';
import type { enRegistration } from './registration.en';

export const myRegistration: DeepStrings<typeof enRegistration> = {
  registration: {
    company_required: 'Agensi pelancongan (jenis TA) perlu menyatakan nama syarikatnya',
    referral_invalid: 'Kod rujukan ini bukan milik ejen yang diluluskan. Semak semula, atau biarkan kosong.',
    self_referral: 'Anda tidak boleh mendaftar dengan kod rujukan anda sendiri',
    too_many: 'Terlalu banyak pendaftaran dari alamat ini. Cuba lagi dalam %{smart_count} minit. |||| Terlalu banyak pendaftaran dari alamat ini. Cuba lagi dalam %{smart_count} minit.',
  },
  captcha: {
    label: 'Semakan keselamatan',
    solving: 'Menyemak bahawa anda bukan robot…',
    solved: 'Disahkan: anda bukan robot.',
    failed_to_load: 'Semakan keselamatan tidak dapat dimulakan. Muat semula halaman dan cuba lagi.',
    retry: 'Cuba lagi',
    required: 'Lengkapkan semakan keselamatan.',
    invalid: 'Semakan keselamatan gagal atau telah tamat tempoh. Sila lakukan sekali lagi.',
  },
};
