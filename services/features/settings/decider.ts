import type { SettingsEvent, SettingsInput } from '@tackle/contracts';
import { deciderOf } from '@tackle/platform';

export type SettingsCommand = { type: 'ChangeSettings'; data: SettingsInput & { userId: string }; now: string };

/** An angler's settings stream holds only their own settings: there is nothing to own or find. */
type SettingsState = { status: 'default' } | ({ status: 'chosen' } & SettingsInput);

export const settingsDecider = deciderOf<SettingsCommand, SettingsState, SettingsEvent>({
  initialState: { status: 'default' },
  evolve: {
    SettingsChanged: (_state, event) => ({ status: 'chosen', units: event.data.units }),
  },
  decide: {
    // Saved as sent, also when unchanged: the answer is the same either way.
    ChangeSettings: (command) => [
      { type: 'SettingsChanged', data: { userId: command.data.userId, units: command.data.units, changedAt: command.now } },
    ],
  },
});
