export const SERVER_ENTRY: string;
