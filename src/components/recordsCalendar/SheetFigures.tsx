import type { ReactNode } from 'react';
import './recordsCalendar.css';

export interface Figure {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** A month's totals as figures, big enough to read at a glance. */
export function SheetFigures({ title, figures }: { title: ReactNode; figures: Figure[] }) {
  return (
    <section className="records-figures">
      <h3>{title}</h3>
      <dl>
        {figures.map((figure) => (
          <div key={figure.key} className="records-figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
