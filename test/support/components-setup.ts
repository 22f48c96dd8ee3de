import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount rendered trees between tests so each starts from a clean document.
afterEach(() => {
  cleanup();
});
