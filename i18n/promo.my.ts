import type { DeepStrings } from './types';
import type { enPromo } from './promo.en';

export const myPromo: DeepStrings<typeof enPromo> = {
  promo: {
    not_found: 'Kod promosi ini tidak wujud atau tidak lagi aktif',
    contact_provider: 'Sila hubungi pembekal untuk menggunakan kod promosi istimewa ini',
    expired: 'Kod promosi ini telah tamat tempoh pada %{date}',
    used_up: 'Kod promosi ini telah habis digunakan',
    booking_period: 'Kod promosi ini untuk tempahan yang dibuat dari %{from} hingga %{to}',
    booking_period_from: 'Kod promosi ini untuk tempahan yang dibuat mulai %{from}',
    booking_period_until: 'Kod promosi ini untuk tempahan yang dibuat sehingga %{to}',
    check_in_period: 'Kod promosi ini untuk daftar masuk dari %{from} hingga %{to}',
    check_in_period_from: 'Kod promosi ini untuk daftar masuk mulai %{from}',
    check_in_period_until: 'Kod promosi ini untuk daftar masuk sehingga %{to}',
    excluded_weekends: 'Kod promosi ini tidak sah untuk daftar masuk pada hari Jumaat atau Sabtu',
    excluded_peak: 'Kod promosi ini tidak sah untuk daftar masuk dalam musim puncak',
    excluded_super_peak: 'Kod promosi ini tidak sah untuk daftar masuk dalam musim super puncak',
    excluded_custom: 'Kod promosi ini tidak sah untuk daftar masuk pada tarikh ini',
    package: 'Kod promosi ini hanya untuk pakej %{names} |||| Kod promosi ini hanya untuk pakej %{names}',
    room_type: 'Kod promosi ini hanya untuk jenis bilik %{names} |||| Kod promosi ini hanya untuk jenis bilik %{names}',
    max_pax: 'Kod promosi ini untuk kumpulan tidak melebihi %{max} tetamu',
    generate: {
      button: 'Jana kod',
      title: 'Jana kod promosi',
      count: 'Bilangan kod',
      submit: 'Jana',
      done: '%{smart_count} kod dijana |||| %{smart_count} kod dijana',
      result: 'Kod baharu',
      close: 'Tutup',
    },
  },
};
