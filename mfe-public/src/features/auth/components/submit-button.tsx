import { Button } from '@abialbum/web-kit';

/** An auth form's submit button: says what it is doing while the call runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" fullWidth loading={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
