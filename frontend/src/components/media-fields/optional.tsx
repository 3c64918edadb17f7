/** Optional is the grey "(optional)" after a label. */
export function Optional() {
  return <span className="font-normal text-muted-foreground">(optional)</span>;
}
