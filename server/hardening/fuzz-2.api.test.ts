import { fuzzRoutes } from './fuzz.ts';

// Part 2 of 2 of the app's routes (fuzz.ts): the two parts run side by side.
await fuzzRoutes(1, 2);
