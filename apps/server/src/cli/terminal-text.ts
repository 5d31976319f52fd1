/**
 * Text the operator command prints comes from members, visitors and remote parties
 * (feedback, e-mail addresses in the outbox, names): a control character in it would drive
 * the operator's terminal (ESC[2J clears the screen, OSC 52 writes the clipboard, a bare CR
 * overwrites the line). Every control character but the newlines and tabs the CLI lays out
 * with is printed as a visible `\xNN` escape instead (C0, DEL and C1).
 */
export function terminalSafe(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
}
