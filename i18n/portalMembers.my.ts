import type { DeepStrings } from './types';
import type { enPortalMembers } from './portalMembers.en';

export const myPortalMembers: DeepStrings<typeof enPortalMembers> = {
  portalMembers: {
    menu: 'Ahli',
    title: 'Ahli',
    subtitle: 'Orang agensi anda yang log masuk ke portal ini. Mereka berkongsi tempahan dan dompetnya: pentadbir juga mengurus ahli, pengeluaran dan butiran bank, penyunting membuat tempahan dan bayaran, pemerhati membaca tempahan dan dompet.',
    table: 'Ahli agensi',
    columns: {
      name: 'Nama',
      email: 'E-mel',
      role: 'Peranan',
      active: 'Aktif',
      last_sign_in: 'Log masuk terakhir',
    },
    roles: {
      admin: 'Pentadbir',
      editor: 'Penyunting',
      viewer: 'Pemerhati',
    },
    never: 'Belum pernah',
    you: 'Anda',
    account_holder: 'Akaun utama',
    role_of: 'Peranan %{name}',
    active_of: '%{name} boleh log masuk',
    no_data: 'Tiada Data Ditemui',
    load_failed: 'Senarai ahli tidak dapat dimuatkan. Sila cuba lagi.',
    add: 'Tambah ahli',
    add_title: 'Tambah seorang ahli',
    add_hint: 'Ahli boleh terus log masuk dengan e-mel dan kata laluan ini; beritahu mereka kata laluannya, mereka boleh menukarnya kemudian.',
    fields: {
      firstName: 'Nama pertama',
      lastName: 'Nama akhir',
      email: 'E-mel',
      phone: 'Telefon',
      password: 'Kata laluan',
      confirmPassword: 'Masukkan semula kata laluan',
      agencyRole: 'Peranan',
    },
    cancel: 'Batal',
    save: 'Tambah',
    added: '%{name} telah ditambah sebagai %{role}',
    role_changed: '%{name} kini %{role}',
    deactivated: '%{name} telah dinyahaktifkan dan dilog keluar',
    reactivated: '%{name} boleh log masuk semula',
    errors: {
      admin_only: 'Hanya pentadbir agensi anda boleh mengurus ahlinya.',
      last_admin: 'Agensi anda mesti mengekalkan sekurang-kurangnya seorang pentadbir aktif.',
      account_holder: 'Akaun utama agensi tidak boleh dinyahaktifkan: tempahan dan dompetnya disimpan di situ.',
    },
  },
} as const;
