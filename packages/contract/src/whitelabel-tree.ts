// The white-label tree's type and lookup, kept free of zod so the browser can use them
// without the schemas (whitelabel.ts re-exports them).

export type WhitelabelNode = {
  modId: string;
  /** '1' when enabled, '0' when not (the wire format of spec §3). */
  enabled: '0' | '1';
  childrenNodes: WhitelabelNode[];
};

/** True when the module is enabled and so is every node above it. */
export function isModuleEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isModuleEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}
