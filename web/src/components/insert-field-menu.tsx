// The "Insert field" menu of a text with merge fields (a contract's, a mail template's): puts
// `{{key}}` where the cursor was, then gives the focus back just after it.
import { Braces } from 'lucide-react';
import { useRef, type ComponentType, type RefObject } from 'react';
import { Button } from './ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './ui/dropdown-menu';

type InsertFieldMenuProps = {
  /** The text the field goes into, and how it changes. */
  target: RefObject<HTMLTextAreaElement | HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  label: string;
  fields: readonly { key: string; label: string }[];
  disabled?: boolean;
  testId?: string;
  /** More items after the fields (a contract's questionnaire answers), given the way to insert a key. */
  More?: ComponentType<{ insert: (key: string) => void }>;
};

export function InsertFieldMenu({
  target,
  value,
  onChange,
  label,
  fields,
  disabled,
  testId,
  More,
}: InsertFieldMenuProps) {
  // Where the field goes: the cursor as the menu opened (opening it moves the focus away).
  const at = useRef<{ start: number; end: number }>(undefined);

  const insert = (key: string) => {
    const { start, end } = at.current ?? { start: value.length, end: value.length };
    const field = `{{${key}}}`;
    onChange(value.slice(0, start) + field + value.slice(end));
    const cursor = start + field.length;
    at.current = { start: cursor, end: cursor };
  };

  return (
    <DropdownMenu
      onOpenChange={(open) => {
        const element = target.current;
        if (open && element) {
          at.current = { start: element.selectionStart ?? value.length, end: element.selectionEnd ?? value.length };
        }
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled} data-testid={testId}>
          <Braces aria-hidden="true" />
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="max-h-80 overflow-y-auto"
        onCloseAutoFocus={(event) => {
          // Back to the text, the cursor after the field just put in.
          event.preventDefault();
          const element = target.current;
          if (!element) return;
          element.focus();
          if (at.current) element.setSelectionRange(at.current.start, at.current.end);
        }}
      >
        {fields.map((field) => (
          <DropdownMenuItem key={field.key} onSelect={() => insert(field.key)}>
            {field.label}
          </DropdownMenuItem>
        ))}
        {More && <More insert={insert} />}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
