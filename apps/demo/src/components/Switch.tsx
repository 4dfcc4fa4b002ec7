import { useId } from 'react';

type SwitchProps = {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  /** Id of an element explaining why the switch is disabled. */
  describedBy?: string;
  onChange(checked: boolean): void;
};

/** An on/off switch: a button with the `switch` role, labelled by its visible label. */
export function Switch({
  label,
  description,
  checked,
  disabled = false,
  describedBy,
  onChange,
}: SwitchProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const describedByIds = [descriptionId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={disabled ? 'switch-row switch-row--disabled' : 'switch-row'}>
      <span className="switch-row__text">
        <label className="switch-row__label" htmlFor={id}>
          {label}
        </label>
        {description ? (
          <span className="switch-row__description" id={descriptionId}>
            {description}
          </span>
        ) : null}
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-describedby={describedByIds}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
