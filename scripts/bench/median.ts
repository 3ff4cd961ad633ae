/** The middle value (the upper one of an even count): the figure every bench table reports. */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
