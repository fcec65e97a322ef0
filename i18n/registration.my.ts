import type { DeepStrings } from './types';
import type { enRegistration } from './registration.en';

export const myRegistration: DeepStrings<typeof enRegistration> = {
  registration: {
    company_required: 'Agensi pelancongan (jenis TA) perlu menyatakan nama syarikatnya',
    referral_invalid: 'Kod rujukan ini bukan milik ejen yang diluluskan. Semak semula, atau biarkan kosong.',
    self_referral: 'Anda tidak boleh mendaftar dengan kod rujukan anda sendiri',
    too_many: 'Terlalu banyak pendaftaran dari alamat ini. Cuba lagi dalam %{smart_count} minit. |||| Terlalu banyak pendaftaran dari alamat ini. Cuba lagi dalam %{smart_count} minit.',
  },
  passwordReset: {
    link_invalid: 'Pautan ini tidak lagi berfungsi: ia telah digunakan atau berusia lebih daripada sejam. Minta pautan baharu.',
    forgot: 'Lupa kata laluan?',
    request_title: 'Tetapkan semula kata laluan anda',
    request_subtitle: 'Masukkan alamat e-mel akaun anda dan kami akan menghantar pautan untuk menetapkan kata laluan baharu.',
    email: 'E-mel',
    send: 'Hantar pautan',
    sent: 'Jika %{email} milik sebuah akaun, pautan untuk menetapkan kata laluan baharu sedang dihantar. Ia sah selama sejam.',
    set_title: 'Tetapkan kata laluan baharu',
    new_password: 'Kata laluan baharu',
    confirm_password: 'Masukkan semula kata laluan baharu',
    save: 'Simpan kata laluan baharu',
    done: 'Kata laluan anda telah ditukar. Log masuk dengan kata laluan baharu.',
    back_to_sign_in: 'Kembali ke log masuk',
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
