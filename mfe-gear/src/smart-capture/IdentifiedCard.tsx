import { Check, Pencil } from 'lucide-react';
import { confidenceLevel, type Consumable, type ProductAnalysisResult } from '@tackle/contracts';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle, Spinner } from '@tackle/ui';
import type { SmartFieldErrors } from './field-errors';
import { IdentifiedFields } from './IdentifiedFields';
import { MatchNotice } from './MatchNotice';
import { confidenceLabel, type SmartEntryForm } from './smart-entry';
import type { InventoryMatch } from './smart-state';

const BADGE_VARIANT = { high: 'success', medium: 'warning', low: 'destructive' } as const;

export interface IdentifiedCardProps {
  result: ProductAnalysisResult;
  form: SmartEntryForm;
  photo: string | null;
  editing: boolean;
  adding: boolean;
  pending: 'new' | 'restock' | null;
  match: InventoryMatch | null;
  errors: SmartFieldErrors;
  onToggleEdit: () => void;
  onChange: (patch: Partial<SmartEntryForm>) => void;
  onAdd: () => void;
  onRestock: (existing: Consumable, amount: number) => void;
  onTryAgain: () => void;
}

/** The identified product: read as text, or edited field by field (edit mode). */
export function IdentifiedCard(props: IdentifiedCardProps) {
  const {
    result,
    form,
    photo,
    editing,
    adding,
    pending,
    match,
    errors,
    onToggleEdit,
    onChange,
    onAdd,
    onRestock,
    onTryAgain,
  } = props;
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-lg">Product Identified</CardTitle>
          <Badge variant={BADGE_VARIANT[confidenceLevel(result.confidence)]}>
            {confidenceLabel(result.confidence)}
          </Badge>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={editing ? 'Done editing' : 'Edit details'}
          aria-pressed={editing}
          onClick={onToggleEdit}
        >
          {editing ? <Check aria-hidden="true" /> : <Pencil aria-hidden="true" />}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {match ? (
          <MatchNotice match={match} adding={adding} restocking={pending === 'restock'} onRestock={onRestock} />
        ) : null}
        {photo ? <img src={photo} alt="Product photo" className="max-h-40 w-full rounded-md object-contain" /> : null}
        <IdentifiedFields form={form} editing={editing} errors={errors} onChange={onChange} />
      </CardContent>
      <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onTryAgain} disabled={adding}>
          Try Again
        </Button>
        <Button
          type="button"
          variant={match?.kind === 'consumable' ? 'outline' : 'default'}
          onClick={onAdd}
          disabled={adding}
        >
          {pending === 'new' ? <Spinner size="sm" label="Adding" /> : null}
          {match ? 'Add as new' : 'Add to Inventory'}
        </Button>
      </CardFooter>
    </Card>
  );
}
