import type { HoldReport } from './holdMachine';
import type { AddonDraft, GuestDraft, Party, RoomDraft, TransportDraft, WizardValues } from './model';

/**
 * Everything the booking wizard hears, by namespace: the steps (`step.*`), each step's fields, the
 * calls to retry, the room hold (`hold.*`: asked for by the steps, reported by the hold machine), and
 * the wizard as a whole.
 */
export type WizardEvent =
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'party.change'; patch: Partial<Party> }
  | { type: 'guest.add' }
  | { type: 'guest.remove'; index: number }
  | { type: 'guest.change'; index: number; patch: Partial<GuestDraft> }
  | { type: 'booking.change'; patch: Partial<Pick<WizardValues, 'reservationName' | 'leadSourceId'>> }
  | { type: 'stay.change'; patch: Partial<Pick<WizardValues, 'packageId' | 'optionId' | 'checkIn' | 'checkOut'>> }
  | { type: 'availability.retry' }
  | { type: 'rooms.choose'; rooms: RoomDraft[] }
  | { type: 'bedType.change'; bedType: string }
  | { type: 'addons.change'; addons: AddonDraft[] }
  | { type: 'transport.change'; transport: TransportDraft[] }
  | { type: 'requests.change'; patch: Partial<Pick<WizardValues, 'specialRequests' | 'foodNotes'>> }
  | { type: 'promo.change'; promoCode: string }
  | { type: 'promo.apply' }
  | { type: 'quote.retry' }
  | { type: 'payment.retry' }
  | { type: 'wizard.cancel' }
  | { type: 'hold.request' }
  | { type: 'hold.drop' }
  | { type: 'hold.extend' }
  | HoldReport;

/** What the interface asks the wizard's state about. */
export type WizardTag = 'holding' | 'loading' | 'paying';
