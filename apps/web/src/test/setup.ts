// DOM matchers (toBeVisible, toHaveTextContent, toHaveAccessibleName…) so component tests assert what
// the user sees rather than that a query returned something.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Every findBy and waitFor of the web tests waits this long, set here once: the default second is
// what MUI in jsdom takes to render a form when the server's suites share the machine's two cores.
configure({ asyncUtilTimeout: 10_000 });
