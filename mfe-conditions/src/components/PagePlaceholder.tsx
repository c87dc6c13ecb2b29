import { Construction } from 'lucide-react';

interface PagePlaceholderProps {
  title: string;
  description: string;
}

/** A signed-in screen whose content is still being built: its title and what it will hold. */
export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6 flex items-start gap-3 rounded-lg border border-dashed p-6 text-muted-foreground">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{description}</p>
      </div>
    </div>
  );
}
