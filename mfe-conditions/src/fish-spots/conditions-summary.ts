import type { FishingConditionField } from '@tackle/contracts';
import { formatNumber, unitsFor, type Units } from '@tackle/ui';
import type { AutoFillKind, ConditionsForm } from './conditions-form';

const number = (text: string, decimals: number): string | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? formatNumber(value, decimals) : null;
};

/**
 * The conditions in one line for the folded form on a phone: 'Spring, mid phase (assumed) · water
 * 66.9°F (est.) · air 68.9°F · Partly Cloudy · Light wind · 29.68 inHg, falling'. Only what is set;
 * estimates and assumptions keep their tag.
 */
export function conditionsSummary(
  form: ConditionsForm,
  autoFilled: Partial<Record<FishingConditionField, AutoFillKind>>,
  units: Units = unitsFor('imperial'),
): string {
  // The form holds what the angler typed, in their units (docs/decisions/121-units.md).
  const degrees = units.symbol('temperature');
  const tag = (field: FishingConditionField) =>
    autoFilled[field] === 'estimated' ? ' (est.)' : autoFilled[field] === 'assumed' ? ' (assumed)' : '';
  const parts: string[] = [];
  if (form.season) {
    const phase = form.seasonSubType ? `, ${form.seasonSubType.toLowerCase()} phase${tag('seasonSubType')}` : '';
    parts.push(`${form.season}${phase}`);
  }
  const water = number(form.waterTemp, 1);
  if (water) parts.push(`water ${water}${degrees}${tag('waterTemp')}`);
  if (form.waterClarity) parts.push(`${form.waterClarity.toLowerCase()} water`);
  const air = number(form.airTemp, 1);
  if (air) parts.push(`air ${air}${degrees}`);
  if (form.skies) parts.push(form.skies);
  if (form.wind) parts.push(`${form.wind} wind`);
  const barometer = number(form.barometer, units.system === 'imperial' ? 2 : 0);
  if (barometer || form.barometerChange) {
    const change = form.barometerChange.toLowerCase();
    parts.push(barometer ? `${barometer} ${units.symbol('pressure')}${change ? `, ${change}` : ''}` : `pressure ${change}`);
  }
  return parts.length > 0 ? parts.join(' · ') : 'No conditions set yet.';
}
