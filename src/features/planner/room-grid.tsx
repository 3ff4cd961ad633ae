import { PLANNER_TEXT as T } from './texts';
import classes from './planner.module.css';

/** Past this many fixtures the drawing is a blur of dots and says so instead. */
const MAX_DRAWN = 400;

/**
 * The room from above, to scale, with a fixture at the middle of each cell of the grid. Drawn
 * in SVG with attributes only: the page's style rules allow no inline styles.
 */
export function RoomGrid({ count, grid, widthM, lengthM }: { count: number; grid: { rows: number; columns: number }; widthM: number; lengthM: number }) {
  if (count > MAX_DRAWN) return <p>{T.tooManyToDraw}</p>;
  // The longer side is 100 units; a sliver of a room still shows as a strip.
  const scale = 100 / Math.max(widthM, lengthM);
  const width = Math.max(widthM * scale, 4);
  const height = Math.max(lengthM * scale, 4);
  const cellWidth = width / grid.columns;
  const cellHeight = height / grid.rows;
  const size = Math.min(cellWidth, cellHeight) * 0.6;
  const cells = Array.from({ length: count }, (_, index) => ({ row: Math.floor(index / grid.columns), column: index % grid.columns }));
  return (
    <svg className={classes.grid} viewBox={`-1 -1 ${width + 2} ${height + 2}`} role="img" aria-label={T.grid(grid.rows, grid.columns)}>
      <rect x={0} y={0} width={width} height={height} className={classes.room} />
      {cells.map(({ row, column }) => (
        <rect
          key={`${row}-${column}`}
          x={column * cellWidth + (cellWidth - size) / 2}
          y={row * cellHeight + (cellHeight - size) / 2}
          width={size}
          height={size}
          rx={size * 0.1}
          className={classes.fixture}
        />
      ))}
    </svg>
  );
}
