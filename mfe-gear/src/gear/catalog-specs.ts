import { lureTypeLabel, type Model } from '@tackle/contracts';
import type { GearForm } from './form';

/** The form fields a catalog model can fill, with what it fills them with. */
export type CatalogFill = Partial<Pick<GearForm, 'typeId' | 'rodType' | 'reelType' | 'gearRatio' | 'bearings' | 'lureType'>>;

const isBlank = (value: string | number | null | undefined) => value == null || String(value).trim() === '';

/**
 * What choosing a catalog model fills in: its gear type and the facts the catalog knows about the
 * line (decision 039), each only into a field the angler left empty, so nothing they typed or
 * chose is overwritten.
 */
export function catalogFill(model: Pick<Model, 'gearTypeId' | 'specs'>, form: Pick<GearForm, keyof CatalogFill>): CatalogFill {
  const fill: CatalogFill = {};
  if (form.typeId == null && model.gearTypeId != null && model.gearTypeId >= 1 && model.gearTypeId <= 3) {
    fill.typeId = model.gearTypeId as 1 | 2 | 3;
  }
  const specs = model.specs;
  if (!specs) return fill;
  if (specs.rodType && isBlank(form.rodType)) fill.rodType = specs.rodType;
  if (specs.reelType && isBlank(form.reelType)) fill.reelType = specs.reelType;
  if (specs.gearRatio && isBlank(form.gearRatio)) fill.gearRatio = specs.gearRatio;
  if (specs.bearings && isBlank(form.bearings)) fill.bearings = specs.bearings;
  const lureType = lureTypeLabel(specs.lureType);
  if (lureType && isBlank(form.lureType)) fill.lureType = lureType;
  return fill;
}
