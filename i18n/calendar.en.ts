import { enFirstScreen } from './firstScreen.en';
/** The back office's resort calendar (`app.calendar.*`): marking weekend, peak, super peak and custom days. */
export const enCalendar = {
  calendar: {
    ...enFirstScreen.calendar,
    intro:
      'Mark the days that count as weekend, peak, super peak or custom. Surcharges switched to "Days from the calendar" apply on the days of their kind, and promo codes that exclude a kind refuse a check-in on them.',
    kinds: {
      weekend: 'Weekend',
      peak: 'Peak',
      'super-peak': 'Super peak',
      custom: 'Custom',
    },
    unmarked: 'Not marked',
    legend: 'Legend',
    earlier: 'Earlier months',
    later: 'Later months',
    this_month: 'This month',
    month_grid: 'Days of %{month}',
    day_name: '%{date}, %{kind}',
    day_surcharges: 'Surcharges: %{names}',
    hint: 'Click a day or drag across days; with the keyboard, move with the arrow keys, press Space to start a selection and Shift with an arrow to extend it. Then choose what the days are.',
    selection: '%{from} – %{to} (%{smart_count} day) |||| %{from} – %{to} (%{smart_count} days)',
    nothing_selected: 'No days selected',
    mark_as: 'Mark as',
    clear: 'Clear the marks',
    label: 'Label (optional)',
    label_hint: 'A public holiday or event name, shown on the day',
    saved: 'Calendar saved',
    bad_date: 'Not a real date',
    bad_kind: 'Choose weekend, peak, super peak or custom',
    to_before_from: 'The end is before the start',
    range_too_long: 'At most %{max} days at once',
  },
};
