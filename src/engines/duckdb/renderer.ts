import { SqlRenderer } from '../../sql/render.js';

/** DuckDB speaks the default renderer's SQL, and counts a page's total over a materialised CTE (cheaper there than the window). */
export class DuckDbRenderer extends SqlRenderer {
  protected override readonly totalFromCte = true;
}
