SELECT count(*) AS "day_count", sum("seattle_weather"."precipitation") AS "total_precipitation", count(*) OVER () AS "__charter_total"
FROM "seattle_weather"
LIMIT 1000
-- params: []
