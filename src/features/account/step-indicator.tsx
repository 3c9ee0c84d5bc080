interface Step {
  label: string;
  hint?: string;
}

/** The labelled steps of a flow; the current one is marked for assistive technology. */
export function StepIndicator({ steps, current, label }: { steps: Step[]; current: number; label: string }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ol className="step-indicator list-unstyled d-flex gap-2 m-0 p-0">
        {steps.map((s, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li key={s.label} className={`flex-fill text-center step-indicator-item step-${state}`} aria-current={i === current ? 'step' : undefined}>
              <span
                className={`d-inline-flex align-items-center justify-content-center rounded-circle fw-bold mb-1 step-dot ${state === 'todo' ? 'bg-light text-body border' : 'bg-primary text-white'}`}
                style={{ width: '2rem', height: '2rem' }}
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="d-block fw-semibold small">{s.label}</span>
              {s.hint ? <span className="d-block small text-body-secondary">{s.hint}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
