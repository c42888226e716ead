// Standards look-ups for the design tools (issue 16).
export * from './gb-50034';
