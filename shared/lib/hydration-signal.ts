let markLayout: () => void = () => {};

/** Resolves once the root layout has committed its hydration in the browser. */
export const layoutHydrated = new Promise<void>((resolve) => {
  markLayout = resolve;
});

/** Called by the root layout's first effect: hydration of the layout has committed. */
export function markLayoutHydrated(): void {
  markLayout();
}
