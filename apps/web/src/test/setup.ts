// DOM matchers (toBeVisible, toHaveTextContent, toHaveAccessibleName…) so component tests assert what
// the user sees rather than that a query returned something.
import '@testing-library/jest-dom/vitest';
