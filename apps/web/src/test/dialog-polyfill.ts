/**
 * jsdom has no HTMLDialogElement.showModal/close. This stand-in does only what the browser
 * does and our code relies on: the `open` attribute, a stack of modal dialogs, Escape firing a
 * cancelable `cancel` at the topmost one (closing it unless prevented), and `close` dispatched
 * when a dialog closes (a queued task in browsers; synchronous here). It does not move focus
 * or make the page inert: the components must handle what they claim to handle.
 */
const modals: HTMLDialogElement[] = [];

function topmost(): HTMLDialogElement | undefined {
  return modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
}

export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const dialog = topmost();
    if (event.key !== 'Escape' || event.defaultPrevented || !dialog) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.close();
  });
}
