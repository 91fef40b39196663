/**
 * The tag of a journey run at the desktop width only: what it waits for and checks reads the same
 * at any width, and the phone width's layout of its pages is covered by the other journeys.
 */
export const ONE_WIDTH = "@one-width";
