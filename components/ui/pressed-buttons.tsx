/**
 * A named group of buttons of which at most one is pressed (aria-pressed): a filter, a gift's
 * frequency, a preset amount. The caller's classes lay the group and its buttons out.
 */
export function PressedButtons<Option extends string | number>({
  label,
  options,
  pressed,
  onPress,
  labelOf,
  testIdOf,
  className,
  buttonClassName,
}: {
  label: string;
  options: readonly Option[];
  pressed: Option | undefined;
  onPress: (option: Option) => void;
  labelOf: (option: Option) => string;
  testIdOf?: (option: Option) => string;
  className: string;
  buttonClassName: string;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={buttonClassName}
          aria-pressed={option === pressed}
          data-testid={testIdOf?.(option)}
          onClick={() => onPress(option)}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
