/** The parts of a text field insertAtCursor needs (a real HTMLTextAreaElement or HTMLInputElement fits). */
export interface CaretField {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  focus(options?: FocusOptions): void;
  setSelectionRange(start: number, end: number): void;
}

/**
 * Inserts text at the caret, or over the selection, then gives focus back with the caret right
 * after the inserted text. Returns the new value (set it as the controlled field's state: React
 * keeps the caret because the DOM value already matches).
 */
export function insertAtCursor(field: CaretField, text: string): string {
  const value = field.value;
  const start = clamp(field.selectionStart ?? value.length, value.length);
  const end = clamp(Math.max(start, field.selectionEnd ?? start), value.length);
  const next = value.slice(0, start) + text + value.slice(end);
  const caret = start + text.length;
  field.value = next;
  field.focus({ preventScroll: true });
  field.setSelectionRange(caret, caret);
  return next;
}

const clamp = (n: number, max: number) => Math.min(Math.max(0, n), max);
