import type { DeepStrings } from './types';
import type { enVouchers } from './vouchers.en';

export const myVouchers: DeepStrings<typeof enVouchers> = {
  vouchers: {
    not_for_sale: 'Kod promosi ini tidak dijual.',
    package_not_for_sale: 'Pakej promosi ini tidak dijual.',
    period_not_for_sale: 'Tempoh pakej ini tidak dijual.',
    taken: 'Ejen lain sedang membeli atau telah membeli kod promosi ini.',
    already_bought: 'Anda telah membeli ini.',
    sold_out: 'Pakej promosi ini telah habis dijual.',
    hold_expired: 'Tempoh simpanan anda telah tamat. Sila mula semula.',
    purchase_not_found: 'Pembelian ini tidak wujud.',
    invalid_type: 'Pilih tunai, tambahan atau pakej.',
    already_redeemed: 'Pakej promosi ini telah digunakan pada tempahan.',
    other_package: 'Tempahan ini bukan untuk pakej baucar ini.',
    other_period: 'Tarikh daftar masuk tempahan ini tidak dalam tempoh baucar ini.',
    payment_description: {
      'promo-code': 'Kod promosi %{name}',
      'promo-package': 'Deposit pakej promosi: %{name}',
      event: 'Tempat duduk acara: %{name}',
    },
  },
  events: {
    not_open: 'Acara ini tidak dibuka untuk penyertaan.',
    too_many_seats: 'Paling banyak %{smart_count} tempat duduk bagi setiap ejen. |||| Paling banyak %{smart_count} tempat duduk bagi setiap ejen.',
    invalid_seats: 'Masukkan bilangan tempat duduk sekurang-kurangnya 1.',
    no_vacancy: 'Tempat duduk tidak mencukupi (tinggal %{left}).',
    already_joined: 'Anda telah menyertai acara ini.',
    payment_pending: 'Pembayaran anda untuk acara ini masih dalam proses.',
  },
};
