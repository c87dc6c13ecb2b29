import { DEFAULT_LINE_AGE_MONTHS, type LineAgeMonths, type SettingsEvent, type SettingsInput } from '@tackle/contracts';
import { deciderOf } from '@tackle/platform';

export type SettingsCommand = { type: 'ChangeSettings'; data: SettingsInput & { userId: string }; now: string };

/** An angler's settings stream holds only their own settings: there is nothing to own or find. */
type SettingsState = { status: 'default' } | ({ status: 'chosen' } & SettingsInput & { lineAgeMonths: LineAgeMonths });

export const settingsDecider = deciderOf<SettingsCommand, SettingsState, SettingsEvent>({
  initialState: { status: 'default' },
  evolve: {
    SettingsChanged: (_state, event) => ({
      status: 'chosen',
      units: event.data.units,
      lineAgeMonths: event.data.lineAgeMonths ?? DEFAULT_LINE_AGE_MONTHS,
    }),
  },
  decide: {
    // Saved as sent, also when unchanged: the answer is the same either way. A client that sends
    // no line ages (one written before decision 128) keeps the ones chosen before.
    ChangeSettings: (command, state) => [
      {
        type: 'SettingsChanged',
        data: {
          userId: command.data.userId,
          units: command.data.units,
          lineAgeMonths: command.data.lineAgeMonths ?? (state.status === 'chosen' ? state.lineAgeMonths : DEFAULT_LINE_AGE_MONTHS),
          changedAt: command.now,
        },
      },
    ],
  },
});
