/** A refused action, in the player's language (the server's message). */
export function ErrorLine({ message }: { message: string | null }) {
  return (
    <p className="game-error" role="alert">
      {message}
    </p>
  );
}
