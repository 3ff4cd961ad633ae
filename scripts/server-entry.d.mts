export const SERVER_ENTRY: string;
export const SERVER_NODE_FLAGS: readonly string[];
