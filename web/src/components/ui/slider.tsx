interface SliderProps {
  label: string;
  /** What a screen reader announces for the current value ('Up to 1,500,000 د.ع'). */
  valueText: string;
  value: number;
  min?: number;
  max: number;
  onValueChange: (value: number) => void;
}

/**
 * The browser's own range input: keyboard, touch, RTL and screen readers for free, and no
 * JavaScript in the first load (Radix Slider would add ~9 KB gzipped to every list page).
 */
export function Slider({ label, valueText, value, min = 0, max, onValueChange }: SliderProps) {
  return (
    <input
      type="range"
      aria-label={label}
      aria-valuetext={valueText}
      value={value}
      min={min}
      max={max}
      step={1}
      onChange={(event) => onValueChange(Number(event.target.value))}
      className="h-5 w-full cursor-pointer accent-brand-600"
    />
  );
}
