WITH "__charter_rows" AS MATERIALIZED (
SELECT "origin_airport"."state" AS "origin_state", "flights"."origin" AS "origin", count(*) AS "flight_count", sum("flights"."distance") AS "total_distance"
FROM "flights"
LEFT JOIN "airports" AS "origin_airport" ON "flights"."origin" = "origin_airport"."iata"
WHERE ("origin_airport"."state" IN ($1, $2)) AND (contains("origin_airport"."city", $3)) AND (ends_with("flights"."destination", $4)) AND ("flights"."date" BETWEEN CAST($5 AS TIMESTAMP) AND CAST($6 AS TIMESTAMP))
GROUP BY "origin_airport"."state", "flights"."origin"
HAVING count(*) > $7
)
SELECT "origin_state", "origin", "flight_count", "total_distance", (SELECT count(*) FROM "__charter_rows") AS "__charter_total"
FROM "__charter_rows"
ORDER BY "flight_count" DESC NULLS LAST, "origin_state" ASC NULLS LAST, "origin" ASC NULLS LAST
LIMIT 50
OFFSET 100
-- params: ["CA","NV","San","X","2001-03-01","2001-03-31",100]
