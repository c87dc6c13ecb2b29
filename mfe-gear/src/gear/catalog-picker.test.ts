import { describe, expect, it } from 'vitest';
import { movedActive, pickerItems, type PickerOption } from './catalog-picker';

const options: PickerOption[] = [
  { id: 'shimano', label: 'Shimano' },
  { id: 'st-croix', label: 'St. Croix', hint: 'Custom' },
];
const sameName = (a: string, b: string) => a.toLowerCase().replace(/\W/g, '') === b.toLowerCase().replace(/\W/g, '');

describe('pickerItems', () => {
  it('lists the options and offers to create what is typed when no option has that name', () => {
    expect(pickerItems(options, ' Daiwa ', false, sameName)).toEqual([
      { kind: 'option', option: options[0] },
      { kind: 'option', option: options[1] },
      { kind: 'create', text: 'Daiwa' },
    ]);
  });

  it('offers no create for the name of an option, spelt another way', () => {
    expect(pickerItems(options, 'st croix', false, sameName).some((item) => item.kind === 'create')).toBe(false);
  });

  it('narrows the last answer to what is typed while a search is on its way', () => {
    expect(pickerItems(options, 'shim', true, sameName)).toEqual([
      { kind: 'option', option: options[0] },
      { kind: 'create', text: 'shim' },
    ]);
    expect(pickerItems(options, '', true, sameName)).toHaveLength(2);
  });
});

describe('movedActive', () => {
  it('moves within the list and stops at its ends', () => {
    expect(movedActive('ArrowDown', 0, 3)).toBe(1);
    expect(movedActive('ArrowDown', 2, 3)).toBe(2);
    expect(movedActive('ArrowUp', 0, 3)).toBe(0);
    expect(movedActive('Home', 2, 3)).toBe(0);
    expect(movedActive('End', 0, 3)).toBe(2);
    expect(movedActive('End', 0, 0)).toBe(0);
  });

  it('leaves other keys alone', () => {
    expect(movedActive('Enter', 1, 3)).toBeNull();
    expect(movedActive('a', 1, 3)).toBeNull();
  });
});
