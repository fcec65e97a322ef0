import { enFirstScreen } from './firstScreen.en';
import type { Setting, SettingKey } from '../server/app/settings/settings';

/** A label and a one-line help text for every field of every setting: a new server field fails to compile here. */
type SectionMessages = { [K in SettingKey]: { title: string; description: string; fields: { [F in keyof Setting<K>]-?: { label: string; help: string } } } };

/** English messages of the back office's Settings screen; spread into `app`. */
export const enSettingsAdmin = {
  settingsAdmin: {
    ...enFirstScreen.settingsAdmin,
    saved: '%{section} settings saved',
    read_only: 'Your role may read these settings but not change them.',
    choices: {
      sandbox: 'Sandbox (no real money)',
      stripe: 'Stripe (cards and FPX)',
      altcha: 'Built-in proof of work',
      hosted: 'Hosted captcha',
      off: 'Off',
      turnstile: 'Cloudflare Turnstile',
      hcaptcha: 'hCaptcha',
    },
    tiers: { minDays: 'Days before check-in (or more)', feePercent: 'Fee kept' },
    sections: {
      wallet: {
        title: 'Wallet',
        description: 'How agents top up their wallets, pay from them and take money out.',
        fields: {
          topUpMin: { label: 'Minimum top-up', help: 'Agents can top up at least this much at a time.' },
          topUpMax: { label: 'Maximum top-up', help: 'Agents can top up at most this much at a time.' },
          payoutMin: { label: 'Minimum payout', help: 'Agents can ask for a payout of their balance from this amount.' },
          walletPaymentsEnabled: { label: 'Wallet payments', help: 'Agents may pay bookings, promo codes, promo packages and events from their wallet.' },
        },
      },
      influencer: {
        title: 'Referrals',
        description: 'What an agent earns on the bookings of the agents it brought in.',
        fields: {
          referralPercent: { label: 'Referral commission', help: 'The referrer earns this share of every booking of an agent it brought in.' },
          referralDays: { label: 'Referral period (days)', help: 'Bookings earn the commission for this many days after the agent registers; 0 means always.' },
        },
      },
      purchases: {
        title: 'Purchases',
        description: 'Promo codes, promo-package units and event seats agents take before paying.',
        fields: {
          holdMinutes: { label: 'Hold time (minutes)', help: 'What an agent has taken but not paid for is kept this long, then offered to other agents.' },
        },
      },
      booking: {
        title: 'Booking rules and check-in',
        description: 'Holds, payment countdown, cut-off, check-in and check-out times, persons per transfer, the time zone, and from when the front desk may check guests in.',
        fields: {
          minLeadDays: { label: 'Minimum lead time (days)', help: 'A new booking may check in this many days after today at the earliest; 0 allows same-day check-in.' },
          earlyCheckInFrom: { label: 'Early check-in from (evening before)', help: 'A time such as 18:00: staff may check guests in from then on the day before arrival. Empty: only from the check-in date.' },
          roomHoldMinutes: { label: 'Room hold (minutes)', help: 'Rooms chosen in the booking wizard are kept this long while the booking is completed.' },
          paymentCountdownMinutes: { label: 'Payment countdown (minutes)', help: 'An unpaid booking keeps its rooms this long after it is made or its payment is rejected.' },
          deskPaymentHours: { label: 'Desk bookings paid later (hours)', help: 'A booking made in the back office and not yet paid keeps its rooms this long (a phone guest paying by bank transfer), never less than the payment countdown.' },
          cutOffDays: { label: 'Cut-off (days before check-in)', help: 'A booking must be paid in full this many days before check-in.' },
          specialRequestMaxLength: { label: 'Special requests length (characters)', help: 'The longest special request a booking may carry.' },
          checkInTime: { label: 'Check-in time', help: 'Rooms are ready from this time (HH:MM, resort time) on the arrival date.' },
          checkOutTime: { label: 'Check-out time', help: 'Guests leave their rooms by this time (HH:MM, resort time) on the departure date.' },
          timeZone: { label: 'Resort time zone', help: 'What today and a time of day mean for bookings, the desk and reports (e.g. Asia/Kuala_Lumpur).' },
          maxTransferPersons: { label: 'Most persons per transfer', help: 'A booking may put at most this many persons on one transfer.' },
          arrivalReminderDays: { label: 'Reminder before arrival (days)', help: 'Guests who booked on the guest site are e-mailed their check-in and transfer times this many days before check-in, once per booking. 0 sends no reminders.' },
        },
      },
      refunds: {
        title: 'Refunds',
        description: 'What a cancellation keeps of the money paid.',
        fields: {
          defaultCancelFeePercent: { label: 'Default cancellation fee', help: 'This share of what was paid is kept on a cancellation unless staff choose otherwise.' },
        },
      },
      cancellation: {
        title: 'Cancellation policy',
        description: 'What a guest or agent pays to cancel, by how many days before check-in; guests read it before booking and before cancelling.',
        fields: {
          tiers: { label: 'Steps', help: 'Cancelled this many days or more before check-in, the resort keeps this share of the booking total. Closer than every step, the nearest step applies.' },
        },
      },
      resort: {
        title: 'Resort details',
        description: 'The resort as its invoices name it: the letterhead and footer of the invoice PDF.',
        fields: {
          name: { label: 'Resort name', help: 'The name at the top of every invoice.' },
          legalName: { label: 'Legal name', help: 'The company the invoices are issued by.' },
          registrationNo: { label: 'Company registration no.', help: 'Printed under the legal name on invoices.' },
          sstNo: { label: 'SST registration no.', help: 'The sales and service tax number printed on invoices.' },
          address: { label: 'Address', help: 'The postal address on the invoice letterhead.' },
          phone: { label: 'Phone', help: 'The number guests and agents call, printed on invoices.' },
          email: { label: 'E-mail', help: 'The address guests and agents write to, printed on invoices.' },
          website: { label: 'Website', help: 'The web address printed on invoices.' },
          invoiceFooter: { label: 'Invoice footer', help: 'The note printed at the bottom of every invoice.' },
        },
      },
      bank: {
        title: 'Bank account',
        description: 'Where agents pay by bank transfer or cash deposit: shown on their bank-in slip form.',
        fields: {
          bankName: { label: 'Bank', help: 'The bank of the resort\'s account, e.g. Maybank.' },
          accountName: { label: 'Account name', help: 'The name the account is held in, as the payer\'s bank shows it.' },
          accountNumber: { label: 'Account number', help: 'The number agents transfer or deposit to.' },
          swift: { label: 'SWIFT code', help: 'For transfers from banks outside Malaysia.' },
          referenceInstructions: { label: 'Reference instructions', help: 'What the payer writes as the reference, so the slip is matched to its booking.' },
        },
      },
      payments: {
        title: 'Card gateway',
        description: 'Where guests and agents pay online by card or FPX online banking: the built-in sandbox (no real money) or Stripe.',
        fields: {
          gateway: { label: 'Gateway', help: 'Sandbox for trying things out; Stripe takes real Malaysian cards and FPX.' },
          siteUrl: { label: 'Public address of the site', help: 'e.g. https://book.pulaudamai.my: Stripe sends payers back here after paying.' },
          stripePublishableKey: { label: 'Stripe publishable key', help: 'From the Stripe dashboard, Developers → API keys (pk_live_… or pk_test_…).' },
          stripeSecretKey: { label: 'Stripe secret key', help: 'Never shown. Leave empty to keep the stored key, or paste a new one (sk_live_… or sk_test_…).' },
          stripeWebhookSecret: { label: 'Stripe webhook signing secret', help: 'Never shown. Of the endpoint /api/payment/stripe/webhook in the Stripe dashboard (whsec_…).' },
        },
      },
      captcha: {
        title: 'Captcha',
        description: 'The security check on public forms such as agent registration.',
        fields: {
          mode: { label: 'Captcha', help: 'Built-in proof of work (works without internet), a hosted captcha by its site key, or none.' },
          provider: { label: 'Hosted captcha service', help: 'Cloudflare Turnstile or hCaptcha; used when the captcha is hosted.' },
          siteKey: { label: 'Site key', help: 'The public key the service gives for this site.' },
          secretKey: { label: 'Secret key', help: 'Never shown. Leave empty to keep the stored key, or paste a new one.' },
        },
      },
      smtp: {
        title: 'Outgoing e-mail',
        description: 'The mail server that sends booking and payment e-mails. Without one, e-mails wait in the outbox.',
        fields: {
          host: { label: 'SMTP server', help: 'Leave empty to keep e-mails as files in the outbox instead of sending them.' },
          port: { label: 'Port', help: 'Usually 587 (STARTTLS) or 465 (TLS).' },
          secure: { label: 'TLS from the start', help: 'Turn on for port 465; otherwise STARTTLS is used when the server offers it.' },
          user: { label: 'User name', help: 'The account the resort signs in to the mail server with.' },
          password: { label: 'Password', help: 'Never shown. Leave empty to keep the stored password, or type a new one.' },
          from: { label: 'Sender', help: 'The name and address e-mails come from, e.g. Pulau Damai Resort <reservations@pulaudamai.test>.' },
        },
      },
    } satisfies SectionMessages,
  },
} as const;
