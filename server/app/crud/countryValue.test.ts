import { travelAgents } from '../../../resources/travelagent';
import { guestSchema } from '../booking/guests';
import { translator } from '../http/i18n';
import { recordSchema } from './recordSchema';

const guest = (country: string) => guestSchema.safeParse({ fullName: 'Tan Mei Ling', age: 31, idNumber: '950212-10-5522', country });

describe('a country is one of the list', () => {
  test('a booking guest: the English name in any case or the ISO code is stored as the English name; anything else is refused on country', () => {
    expect(guest('Malaysia').data?.country).toBe('Malaysia');
    expect(guest('singapore').data?.country).toBe('Singapore');
    expect(guest('SG').data?.country).toBe('Singapore');
    const refused = guest('Narnia');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['country', 'app.validation.country']]);
  });

  test('an agent (registration, profile and the back office share its definition): refused in the caller language, blank allowed', () => {
    const schema = recordSchema(travelAgents, 'update', translator('en'));
    expect(schema.safeParse({ country: 'my' }).data?.country).toBe('Malaysia');
    const refused = schema.safeParse({ country: 'Malaysya' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['country', 'Choose the country from the list']]);
    expect(recordSchema(travelAgents, 'update', translator('my')).safeParse({ country: 'Atlantis' }).error?.issues[0].message).toBe('Pilih negara daripada senarai');
    expect(schema.safeParse({ country: '' }).success).toBe(true);
  });
});
