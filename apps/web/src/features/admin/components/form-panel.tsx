import { type ReactNode, useId } from 'react';

type FormPanelProps = { title: string; description?: string; children: ReactNode; className?: string };

/** One titled group of a console form (identity, navbar, colours...). */
export function FormPanel({ title, description, children, className = '' }: FormPanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col gap-5 rounded-2xl border border-card-border bg-card/70 p-5 sm:p-6 ${className}`}
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-bold text-fg">
          {title}
        </h2>
        {description && <p className="text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
