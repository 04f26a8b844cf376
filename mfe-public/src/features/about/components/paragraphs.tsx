/** Plain text as paragraphs, one per line; React escapes it, so stored markup stays text. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <>
      {lines.map((line, index) => (
        <p key={index} className={className}>
          {line}
        </p>
      ))}
    </>
  );
}
