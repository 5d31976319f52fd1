/**
 * What the page says when the app cannot start (its scripts or strings failed to load):
 * in both languages, since no strings are there to choose one.
 */
export function showStartFailure(root: HTMLElement): void {
  root.textContent = 'Falha de conexão, recarregue a página. / Connection failed, reload the page.';
  root.setAttribute('role', 'alert');
}
