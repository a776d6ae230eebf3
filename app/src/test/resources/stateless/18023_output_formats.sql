-- Output formats
SELECT number AS n, toString(number) AS s FROM numbers(2) FORMAT TSVWithNames;
SELECT number AS n, toString(number) AS s FROM numbers(2) FORMAT CSV;
SELECT number AS n, toString(number) AS s FROM numbers(2) FORMAT CSVWithNames;
SELECT number AS n, toString(number) AS s FROM numbers(2) FORMAT JSONEachRow;
SELECT 'a\tb', 'c\\d' FORMAT TSV;
SELECT 'quote "x"' FORMAT CSV;
SELECT [1, 2] AS arr, (1, 'x') AS tup, NULL AS nothing FORMAT TSV;
SELECT 1 FORMAT NoSuchFormat; -- { serverError UNKNOWN_FORMAT }
