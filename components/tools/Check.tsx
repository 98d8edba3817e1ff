// A radio button or a checkbox with its label (one component for both: the island is downloaded before use).
export function Check(props: {
  type: 'radio' | 'checkbox';
  name?: string;
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div class="tool-check">
      <input
        id={props.id}
        type={props.type}
        name={props.name}
        checked={props.checked}
        onChange={(e) => props.onChange((e.currentTarget as HTMLInputElement).checked)}
      />
      <label for={props.id}>{props.label}</label>
    </div>
  );
}
