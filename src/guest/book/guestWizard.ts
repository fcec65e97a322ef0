import { bookingApi } from '../../../wizard/api';
import { bookingMachineFor } from '../../../wizard/bookingActors';
import { GUEST_DRAFT_KEY, restoreDraft } from '../../../wizard/draft';
import { emptyGuest, emptyValues, type GuestDraft, type WizardInput } from '../../../wizard/model';
import type { GuestProfile } from '../api';

/**
 * The booking wizard in guest mode: the agents' machines and steps, configured for a guest. The calls go
 * to `/api/portal` (public rates, public promo codes, the guest's own reservation paths), and a booking
 * made after arriving through an agent's link carries that agent's code. Nothing else differs.
 */
export const guestBooking = (agentCode: string | undefined) => {
  const api = bookingApi('userPortal', agentCode ? { agentCode } : {});
  return { api, machine: bookingMachineFor(api) };
};

/** The lead guest as the profile already says (the guest books for themselves, mostly). */
export const leadGuestOf = (profile: GuestProfile | undefined): GuestDraft => {
  const lead = emptyGuest();
  if (!profile) return lead;
  return {
    ...lead,
    fullName: profile.fullName,
    chineseName: profile.chineseName ?? '',
    age: profile.age,
    idNumber: profile.idNumber ?? '',
    nonMalaysian: profile.nonMalaysian,
    email: profile.email,
    phones: profile.phones,
    address: profile.address ?? '',
    city: profile.city ?? '',
    postcode: profile.postcode ?? '',
    area: profile.area ?? '',
    state: profile.state ?? '',
    country: profile.country ?? '',
    countryCode: profile.countryCode ?? '',
  };
};

/**
 * Where the guest's wizard starts: the saved draft while it lives (a reload resumes it), unless the
 * guest came to book another package (`?package=`): then a new booking of that package, the lead guest
 * filled in from the profile and the booking named after the guest.
 */
export const guestWizardInput = (storage: Storage, packageId: string | null, profile: GuestProfile | undefined, now = new Date()): WizardInput => {
  const restored = restoreDraft(storage, now, GUEST_DRAFT_KEY);
  const draftPackage = restored.draft?.values.packageId;
  if (restored.draft && (!packageId || draftPackage === packageId || restored.draft.reservation)) return restored;
  const values = { ...emptyValues(), guests: [leadGuestOf(profile)], reservationName: profile?.fullName ?? '', packageId: packageId ?? '' };
  return { draft: { step: 'guests', values, hold: null, reservation: null }, ...(restored.notice ? { notice: restored.notice } : {}) };
};
