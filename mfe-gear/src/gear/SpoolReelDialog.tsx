import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { LINE_TYPE_OPTIONS, type Consumable, type Gear } from '@tackle/contracts';
import {
  asOptionalNumber,
  DialogForm,
  Field,
  FormDialog,
  Input,
  NumberInput,
  RequiredMark,
  Spinner,
  Textarea,
  errorMessage,
  openWhile,
  toastOutcome,
  useApi,
} from '@tackle/ui';
import { SelectField } from '@tackle/ui/form';
import { consumableQueries } from '../consumables/queries';
import { NothingToTrack } from '../consumables/UsageForm';
import { useSpoolReel } from './mutations';
import { emptySpoolForm, lineTypeOf, linesOf, spoolBody, type SpoolForm } from './spool-form';

export interface SpoolReelDialogProps {
  /** The reel being spooled; null closes the dialog. */
  reel: Gear | null;
  onClose: () => void;
  /** The clock (tests pass their own). */
  now?: () => Date;
}

/** 'Spool Reel' (decision 128): which of the angler's lines went on the reel, how much, and when. */
export function SpoolReelDialog({ reel, onClose, now = () => new Date() }: SpoolReelDialogProps) {
  return (
    <FormDialog {...openWhile(reel, onClose)} title="Spool Reel" description={reel ? `Record the line you put on ${reel.name}.` : null}>
      {reel ? <SpoolReelForm key={reel.id} reel={reel} onDone={onClose} now={now} /> : null}
    </FormDialog>
  );
}

function SpoolReelForm({ reel, onDone, now }: { reel: Gear; onDone: () => void; now: () => Date }) {
  const api = useApi();
  const consumables = useQuery(consumableQueries.list(api));
  if (consumables.isPending) return <Spinner label="Loading your lines" />;
  if (consumables.isError) return <p className="text-sm text-destructive">{errorMessage(consumables.error, 'Could not load consumables')}</p>;
  const lines = linesOf(consumables.data);
  if (lines.length === 0) {
    return (
      <NothingToTrack onClose={onDone}>
        <p className="text-sm text-muted-foreground">
          You have no line in your consumables yet. Add a spool on the{' '}
          <Link to="/consumables" className="font-medium text-primary underline-offset-4 hover:underline">
            Consumables
          </Link>{' '}
          page with the category Line.
        </p>
      </NothingToTrack>
    );
  }
  return <SpoolFields reel={reel} lines={lines} onDone={onDone} now={now} />;
}

function SpoolFields({ reel, lines, onDone, now }: { reel: Gear; lines: readonly Consumable[]; onDone: () => void; now: () => Date }) {
  const spool = useSpoolReel();
  // Respooling with the line already on the reel is the common case: it is chosen to begin with.
  const current = lines.find((line) => line.id === reel.spooling?.consumableId);
  const form = useForm<SpoolForm>({
    defaultValues: { ...emptySpoolForm(now()), lineId: current?.id ?? '', lineType: current ? (reel.spooling?.lineType ?? lineTypeOf(current)) : '' },
  });
  /** The angler picked a kind themselves: choosing another line no longer changes it. */
  const typeChosen = useRef(false);
  const { control, register, formState, setError } = form;
  const chosen = lines.find((line) => line.id === form.watch('lineId'));

  const onValid = (values: SpoolForm) => {
    const result = spoolBody(values, now());
    if ('errors' in result) {
      for (const [field, message] of Object.entries(result.errors)) setError(field as keyof SpoolForm, { message });
      return;
    }
    const label = `Spooled ${reel.name} with ${chosen?.name ?? 'line'}`;
    spool.mutate({ gearId: reel.id, body: result.body, label }, toastOutcome({ success: 'Reel spooled', failure: 'Failed to spool reel' }, onDone));
  };

  return (
    <DialogForm onSubmit={form.handleSubmit(onValid)} onCancel={onDone} pending={spool.isPending} submitLabel="Spool Reel" pendingLabel="Saving...">
      <SelectField
        control={control}
        name="lineId"
        label={<>Line <RequiredMark /></>}
        required
        error={formState.errors.lineId}
        select={{
          placeholder: 'Select a line',
          options: lines.map((line) => ({ value: line.id, label: `${line.name} (${line.currentQuantity} ${line.unit} left)` })),
        }}
        onChosen={(id) => {
          if (!typeChosen.current) form.setValue('lineType', lineTypeOf(lines.find((line) => line.id === id)));
        }}
      />
      <SelectField
        control={control}
        name="lineType"
        label={<>Kind of line <RequiredMark /></>}
        required
        description={chosen && lineTypeOf(chosen) === '' ? "The line's name does not say: choose the kind." : undefined}
        error={formState.errors.lineType}
        select={{ placeholder: 'Braid, mono or fluoro', options: LINE_TYPE_OPTIONS }}
        onChosen={() => {
          typeChosen.current = true;
        }}
      />
      <Field
        label="Amount used"
        description={chosen ? `Taken from stock, in ${chosen.unit}: ${chosen.currentQuantity} ${chosen.unit} left. Leave empty if you don't know.` : 'Taken from stock when given.'}
        error={formState.errors.amountUsed}
      >
        {(p) => <NumberInput {...p} min={0} step={1} placeholder={chosen ? `In ${chosen.unit}` : '0'} {...register('amountUsed', asOptionalNumber)} />}
      </Field>
      <Field label="Spooled on" error={formState.errors.spooledOn}>
        {(p) => <Input {...p} type="date" max={emptySpoolForm(now()).spooledOn} {...register('spooledOn')} />}
      </Field>
      <Field label="Leader">
        {(p) => <Input {...p} placeholder="e.g. 15 lb fluoro, 3 ft" {...register('leader')} />}
      </Field>
      <Field label="Notes">
        {(p) => <Textarea {...p} rows={2} placeholder="e.g. Backed with 50 yd of mono" {...register('notes')} />}
      </Field>
    </DialogForm>
  );
}
