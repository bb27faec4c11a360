import { fuzzRoutes } from './fuzz.ts';

// Part 1 of 2 of the app's routes (fuzz.ts): the two parts run side by side.
await fuzzRoutes(0, 2);
