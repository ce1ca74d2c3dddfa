WITH "__charter_rows" AS MATERIALIZED (
SELECT count(*) AS "day_count", sum("seattle_weather"."precipitation") AS "total_precipitation"
FROM "seattle_weather"
)
SELECT "day_count", "total_precipitation", (SELECT count(*) FROM "__charter_rows") AS "__charter_total"
FROM "__charter_rows"
LIMIT 1000
-- params: []
