import type { ReactNode } from 'react';

type CardProps = {
  id: string;
  title: string;
  description: ReactNode;
  icon: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled section of the page: a landmark labelled by its heading. */
export function Card({ id, title, description, icon, actions, className, children }: CardProps) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={`${id}-title`}>
      <header className="card__header">
        <span className="card__icon">{icon}</span>
        <h3 id={`${id}-title`} className="card__title">
          {title}
        </h3>
        {actions ? <div className="card__actions">{actions}</div> : null}
        <p className="card__description">{description}</p>
      </header>
      <div className="card__body">{children}</div>
    </section>
  );
}
