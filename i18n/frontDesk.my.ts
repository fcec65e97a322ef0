import type { enFrontDesk } from './frontDesk.en';
import type { DeepStrings } from './types';

export const myFrontDesk: DeepStrings<typeof enFrontDesk> = {
  frontDesk: {
    title: 'Kaunter hadapan',
    date: 'Hari',
    today: 'Hari ini',
    previous_day: 'Hari sebelumnya',
    next_day: 'Hari berikutnya',
    tabs: {
      arrivals: 'Ketibaan',
      departures: 'Keberangkatan',
      inHouse: 'Sedang menginap',
    },
    empty: {
      arrivals: 'Tiada ketibaan pada %{date}.',
      departures: 'Tiada keberangkatan pada %{date}.',
      inHouse: 'Tiada tetamu menginap pada malam %{date}.',
    },
    columns: {
      booking: 'Tempahan',
      guest: 'Tetamu',
      rooms: 'Bilik',
      pax: 'Tetamu',
      agency: 'Agensi',
      payment: 'Bayaran',
      transfers: 'Pemindahan hari ini',
      requests: 'Permintaan',
      actions: 'Tindakan',
    },
    stay: '%{from} hingga %{to}',
    resort_booking: 'Tempahan resort',
    balance_due: '%{amount} perlu dibayar',
    paid_up: 'Tiada baki',
    in_review: '%{amount} sedang disemak',
    food: 'Makanan: %{notes}',
    transfer: {
      out: 'Ambil %{time}',
      return: 'Pulang %{time}',
      persons: '%{smart_count} orang |||| %{smart_count} orang',
    },
    why: {
      not_confirmed: 'Belum disahkan: sahkan atau terima bayaran pada tempahan dahulu.',
    },
    room_change: {
      action: 'Tukar bilik',
      title: 'Pindahkan %{bookingNo} ke bilik lain',
      stay: '%{name}, %{from} hingga %{to}.',
      from: 'Bilik untuk dipindahkan',
      to: 'Bilik %{type} yang kosong sepanjang penginapan',
      none_free: 'Tiada bilik %{type} lain yang kosong sepanjang penginapan.',
      move: 'Pindah',
      cancel: 'Batal',
      done: 'Dipindahkan ke bilik %{room}.',
    },
  },
};
