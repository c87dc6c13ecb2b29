import * as React from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { cn } from '../lib/utils';
import { kitPart } from './kit-part';

/** A select whose items are mounted only once wanted (see `Select`'s `itemsOnDemand`). */
interface ItemsOnDemand {
  wanted: boolean;
  want: () => void;
}
const ItemsOnDemandContext = React.createContext<ItemsOnDemand | null>(null);

export interface SelectProps extends React.ComponentProps<typeof SelectPrimitive.Root> {
  /**
   * Mount the items only once the select is focused or opened (docs/decisions/167). Radix mounts
   * every item of a closed select too, through a layout effect, in a second synchronous render, so
   * that the trigger can show the chosen item's text: with a dozen selects on a page that render
   * was one long task of the page's first screen. The caller then writes the chosen item's text
   * itself, as `<SelectValue>`'s children. Typing a letter on a focused closed trigger still finds
   * an item: focus mounts them.
   */
  itemsOnDemand?: boolean;
}

export function Select({ itemsOnDemand = false, onOpenChange, ...props }: SelectProps) {
  const [wanted, setWanted] = React.useState(false);
  const onDemand = React.useMemo<ItemsOnDemand | null>(() => (itemsOnDemand ? { wanted, want: () => setWanted(true) } : null), [itemsOnDemand, wanted]);
  return (
    <ItemsOnDemandContext.Provider value={onDemand}>
      <SelectPrimitive.Root
        {...props}
        onOpenChange={(open) => {
          if (open) setWanted(true);
          onOpenChange?.(open);
        }}
      />
    </ItemsOnDemandContext.Provider>
  );
}

export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({ className, children, onFocus, ...props }: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  const onDemand = React.useContext(ItemsOnDemandContext);
  return (
    <SelectPrimitive.Trigger
      onFocus={(event) => {
        onDemand?.want();
        onFocus?.(event);
      }}
      data-slot="select-trigger"
      className={cn(
        'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground shadow-xs cursor-pointer',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
        'disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground [&>span]:truncate',
        'aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  const onDemand = React.useContext(ItemsOnDemandContext);
  if (onDemand && !onDemand.wanted) return null;
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-md',
          'data-[state=open]:animate-fade-in',
          position === 'popper' && 'w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex cursor-default items-center justify-center py-1">
          <ChevronUp className="size-4" aria-hidden="true" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex cursor-default items-center justify-center py-1">
          <ChevronDown className="size-4" aria-hidden="true" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export const SelectLabel = kitPart(SelectPrimitive.Label, null, 'px-2 py-1.5 text-xs font-semibold text-muted-foreground');

export function SelectItem({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-pointer select-none items-center rounded-sm py-1.5 pl-8 pr-2 text-sm outline-none',
        'focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export const SelectSeparator = kitPart(SelectPrimitive.Separator, null, '-mx-1 my-1 h-px bg-border');
