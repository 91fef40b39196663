/** The orders namespace's t(), as the components call it. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;
