import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jest-dom's matchers (toBeInTheDocument, toHaveAttribute, toHaveTextContent...) are registered on
// vitest's expect by the import above; its types reach the tests because this file is in tsconfig.

// Unmount rendered trees between tests so each starts from a clean document.
afterEach(() => {
  cleanup();
});
