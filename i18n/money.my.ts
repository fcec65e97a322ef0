import type { DeepStrings } from './types';
import type { enMoney } from './money.en';

export const myMoney: DeepStrings<typeof enMoney> = {
  wallet: {
    payments_disabled: 'Pembayaran daripada dompet telah dimatikan oleh pihak resort.',
    insufficient_balance: 'Baki dompet anda tidak mencukupi untuk jumlah ini.',
    invalid_amount: 'Sila masukkan jumlah yang sah.',
    payout_below_minimum: 'Pengeluaran terkecil ialah %{min}.',
    bank_details_required: 'Tambah butiran bank anda sebelum memohon pengeluaran.',
    payout_already_decided: 'Permohonan pengeluaran ini telah diputuskan.',
    top_up_minimum: 'Tambah nilai minimum ialah %{min}.',
    top_up_maximum: 'Tambah nilai maksimum ialah %{max}.',
    top_up_description: 'Tambah nilai dompet',
    invalid_account_number: 'Masukkan nombor akaun dalam digit (5 hingga 34).',
    invalid_swift_code: 'Masukkan kod SWIFT yang sah (8 atau 11 aksara).',
    agency_admin_only: 'Hanya pentadbir agensi boleh melakukan ini.',
  },
  payments: {
    idempotency_key_invalid: 'Idempotency-Key mestilah 1 hingga 200 aksara yang boleh dicetak.',
    idempotency_key_reused: 'Idempotency-Key ini telah digunakan untuk permintaan lain.',
    already_decided: 'Bayaran ini telah diluluskan atau ditolak.',
    not_payable: 'Tempahan ini tidak lagi menerima bayaran.',
    nothing_due: 'Tiada jumlah tertunggak bagi tempahan ini.',
    more_than_due: 'Paling banyak %{due} boleh dibayar sekarang.',
    invalid_amount: 'Sila masukkan jumlah yang sah.',
    slip_required: 'Lampirkan slip bank-in (imej atau PDF).',
    booking_description: 'Tempahan %{bookingNo}',
    amount_mismatch: 'Jumlah atau mata wang tidak sepadan dengan bayaran.',
    bad_signature: 'Laporan bayaran tidak dapat disahkan.',
  },
  refunds: {
    nothing_to_refund: 'Masukkan jumlah bayaran balik atau caj pembatalan.',
    more_than_paid: 'Bayaran balik dan caj pembatalan bersama paling banyak %{max}.',
    more_than_payment: 'Paling banyak %{max} boleh dikembalikan melalui bayaran ini.',
    payment_required: 'Pilih bayaran untuk dikembalikan.',
    no_wallet: 'Tempahan ini tiada dompet ejen untuk bayaran balik.',
    confirm_required: 'Sahkan bayaran balik.',
  },
  commissions: {
    invalid_year: 'Masukkan tahun seperti 2026.',
    share_text: 'Tempah percutian pulau anda bersama saya di Pulau Damai Resort: %{link}',
  },
  settings: {
    max_below_min: 'Nilai maksimum tidak boleh kurang daripada minimum.',
    time_hhmm: 'Berikan masa sebagai HH:MM (24 jam), atau biarkan kosong.',
  },
  money: {
    sandbox: {
      title: 'Bayaran kad kotak pasir',
      card_holder: 'Nama pada kad',
      card_number: 'Nombor kad',
      expiry: 'Tarikh luput',
      cvc: 'CVC',
      pay: 'Bayar sekarang',
      cancel: 'Batal dan kembali',
      hint: 'Kotak pasir: tiada wang sebenar berpindah. Kad %{approve} diluluskan, %{decline} ditolak.',
      invalid_link: 'Pautan bayaran ini tidak sah.',
      invalid_card: 'Semak nombor kad.',
      holder_required: 'Masukkan nama pada kad.',
    },
  },
};
