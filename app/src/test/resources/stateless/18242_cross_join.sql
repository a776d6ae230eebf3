-- CROSS JOIN pairs every row with every row
SELECT a.number, b.number FROM numbers(2) AS a CROSS JOIN numbers(3) AS b ORDER BY a.number, b.number;
SELECT count() FROM numbers(10) AS a CROSS JOIN numbers(10) AS b;
