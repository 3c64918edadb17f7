// Code-shape test: a route file only reads what the URL and loader give it, sets the title, and renders
// one feature component from features/<area>/components (as bulletproof-react does). A page that grows
// its logic inside routes/ fails here, so it moves into a component with a name that says what it holds.
const ROUTE_FILE_MAX_LINES = 40;

// Every route file's text, read by Vite at test time (test files beside them are not route files).
const routeFiles = import.meta.glob<string>(
  ['/src/features/*/routes/*.tsx', '!/src/features/*/routes/*.test.tsx'],
  { query: '?raw', import: 'default', eager: true },
);

function lineCount(text: string): number {
  return text.replace(/\n$/, '').split('\n').length;
}

describe('route files', () => {
  it('are found (the glob reads the real folders)', () => {
    expect(Object.keys(routeFiles).length).toBeGreaterThan(20);
    expect(Object.keys(routeFiles)).toContain('/src/features/public/routes/landing.tsx');
  });

  it(`are at most ${ROUTE_FILE_MAX_LINES} lines each`, () => {
    const tooLong = Object.entries(routeFiles)
      .map(([path, text]) => ({ path, lines: lineCount(text) }))
      .filter((file) => file.lines > ROUTE_FILE_MAX_LINES)
      .map((file) => `${file.path}: ${file.lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
