/** The bar at the very top that grows as the page scrolls: pure CSS, see .scroll-progress in app.css. */
export function ScrollProgress() {
  return <div aria-hidden="true" className="scroll-progress" data-testid="scroll-progress" />;
}
