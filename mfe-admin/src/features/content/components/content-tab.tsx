/** Filled in by its own issue; the tab exists now so the dashboard has its final shape. */
export function ContentTab() {
  return (
    <section aria-labelledby="admin-content-title">
      <h2 id="admin-content-title">Content Management</h2>
    </section>
  );
}
