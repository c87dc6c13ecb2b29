import { Phone, Radio } from 'lucide-react';
import { buttonVariants, cn } from '@tackle/ui';
import type { EmergencyContact } from '../content/safety';

export function EmergencyContacts({ contacts }: { contacts: readonly EmergencyContact[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {contacts.map((contact) => (
        <li key={contact.id} className="flex flex-col gap-3 rounded-xl border border-destructive/30 bg-card p-5 shadow-sm">
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-destructive/10 text-destructive">
              {contact.kind === 'phone' ? <Phone className="size-4" /> : <Radio className="size-4" />}
            </span>
            <h3 className="font-semibold">{contact.name}</h3>
          </div>
          <p className="flex-1 text-sm text-muted-foreground">{contact.detail}</p>
          {contact.kind === 'phone' ? (
            <a href={`tel:${contact.dial}`} className={cn(buttonVariants({ variant: 'destructive' }), 'w-full')}>
              Call {contact.display}
            </a>
          ) : (
            <p className="rounded-md bg-muted px-3 py-2 text-center text-sm font-semibold">{contact.display}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
